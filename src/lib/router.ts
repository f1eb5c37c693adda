/**
 * History-based routing without React: a location store for useSyncExternalStore, navigation,
 * and route-table matching. The React side lives in src/hooks/useLocation and src/app/Router.
 * Routes are paths of the page's edition (`/404`); the address bar carries the base path and the
 * edition's root too (`/portfolio/en/404`, src/lib/sitePath).
 */
import { leavePage, newEntryState } from './pageArrival';
import { pagePath, pathInEdition } from './sitePath';

export interface RouteDefinition<E, L> {
  /** A segment written `:name` matches any one segment (`/projetos/:id`); a last segment `*`, the rest of the path. */
  path: string;
  element: E;
  /** The page title; the document title adds the active section's label to it. Without one, the page titles the document itself. */
  title?: string;
  /** The page's navigable sections, in order. */
  sections?: readonly { id: string; label: string }[];
  layout?: L;
  layoutProps?: Record<string, unknown>;
}

export interface RouteGroup<E, L> {
  prefix: string;
  layout?: L;
  layoutProps?: Record<string, unknown>;
  children: (RouteDefinition<E, L> | RouteGroup<E, L>)[];
}

export type RouteEntry<E, L> = RouteDefinition<E, L> | RouteGroup<E, L>;

export const NOT_FOUND_PATH = '/404';

/**
 * A page's address as the file a static host also serves it at (`/projetos/x.html`, `/en/index.html`)
 * names the page itself (`/projetos/x`, `/en/`): its markup is the page's, and the app keeps it.
 */
export const pageOfFile = (pathname: string) => pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');

/** `/a/` and `/a` are one route; the root stays `/`. */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function joinPaths(prefix: string, path: string): string {
  return normalizePath(`${normalizePath(prefix).replace(/\/$/, '')}/${path.replace(/^\/+/, '')}`);
}

/** Flattens groups: the prefix is prepended to each child path, the nearest layout wins. */
export function flattenRoutes<E, L>(
  entries: RouteEntry<E, L>[],
  prefix = '',
  inherited: Pick<RouteDefinition<E, L>, 'layout' | 'layoutProps'> = {},
): RouteDefinition<E, L>[] {
  return entries.flatMap((entry) => {
    if ('children' in entry) {
      return flattenRoutes(entry.children, joinPaths(prefix, entry.prefix), {
        layout: entry.layout ?? inherited.layout,
        layoutProps: entry.layout ? entry.layoutProps : inherited.layoutProps,
      });
    }
    return [
      {
        ...entry,
        path: joinPaths(prefix, entry.path),
        layout: entry.layout ?? inherited.layout,
        layoutProps: entry.layout ? entry.layoutProps : inherited.layoutProps,
      },
    ];
  });
}

/** Whether a route's path matches a path: segment by segment, a `:name` segment matching any one, a last `*` the rest. */
function pathMatches(pattern: string, path: string): boolean {
  const patterns = pattern.split('/');
  const segments = path.split('/');
  return (
    (patterns.at(-1) === '*' ? segments.length >= patterns.length : patterns.length === segments.length) &&
    patterns.every((each, index) => each === segments[index] || (hasParameters(each) && segments[index] !== ''))
  );
}

/** Whether a route's path stands for many pages (`/projetos/:id`, `/notas/*`). */
export const hasParameters = (path: string) => /[:*]/.test(path);

export function matchRoute<E, L>(routes: readonly RouteDefinition<E, L>[], pathname: string): RouteDefinition<E, L> | undefined {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path) ?? routes.find((route) => pathMatches(route.path, path));
}

const NAVIGATE_EVENT = 'app:navigate';

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

/** The route path of the address bar; an address outside the edition is not one of its pages. */
export function currentPathname(): string {
  return pathInEdition(pageOfFile(window.location.pathname)) ?? NOT_FOUND_PATH;
}

/**
 * Goes to a path of the edition (`/404`, `/?x=1#a`), which the address bar shows under the base path.
 * A path always stays on this site: `//host` is a path here, never another origin.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const target = pagePath(to);
  if (replace) window.history.replaceState(window.history.state, '', target);
  else {
    leavePage();
    window.history.pushState(newEntryState(), '', target);
  }
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
