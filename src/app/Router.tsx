import { useEffect, type ReactNode } from 'react';
import { useLocation } from '../hooks/useLocation';
import { RoutePathContext } from '../hooks/useRoutePath';
import { hasParameters, matchRoute, navigate, normalizePath, NOT_FOUND_PATH, type RouteDefinition } from '../lib/router';
import type { Layout } from './routes';
import { SectionNavigationProvider } from './SectionNavigationProvider';

const NO_SECTIONS: [] = [];

export type AppRoute = RouteDefinition<ReactNode, Layout>;

/** The route for a path: its own, or the not-found route. */
export function resolveRoute(routes: readonly AppRoute[], pathname: string): AppRoute {
  return matchRoute(routes, pathname) ?? matchRoute(routes, NOT_FOUND_PATH)!;
}

/** Which page a path shows: its route's path, or the path itself for a route with a parameter (`/projetos/x`, `/notas/x`). */
export function pageOf(routes: readonly AppRoute[], pathname: string): string {
  const { path } = resolveRoute(routes, pathname);
  return hasParameters(path) ? normalizePath(pathname) : path;
}

/**
 * Renders the route of the current path, inside its layout and its page's section navigation (a
 * new page view for each route); an unknown path is replaced (not pushed) with /404.
 */
export function Router({ routes }: { routes: readonly AppRoute[] }) {
  const pathname = useLocation();
  const known = matchRoute(routes, pathname) !== undefined;
  const { path, title, sections = NO_SECTIONS, layout: LayoutComponent, layoutProps, element } = resolveRoute(routes, pathname);

  useEffect(() => {
    if (!known) navigate(NOT_FOUND_PATH, { replace: true });
  }, [known]);

  return (
    <RoutePathContext.Provider value={path}>
      <SectionNavigationProvider key={path} pageTitle={title} sections={sections}>
        {LayoutComponent ? <LayoutComponent {...layoutProps}>{element}</LayoutComponent> : element}
      </SectionNavigationProvider>
    </RoutePathContext.Provider>
  );
}
