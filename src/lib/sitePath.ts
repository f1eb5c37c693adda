/**
 * The site's base path (`/` at a domain's root, `/portfolio/` for a GitHub Pages project site): the
 * app names its routes and files from the site's root (`/404`, `/favicon.svg`); the address bar and
 * every URL in the page carry the base.
 */
import { config } from './config';
import { editionRoot, type Language } from './editions';

/** A base from a URL path: slashes at both ends, `/` for none (`/portfolio` -> `/portfolio/`). */
export function normalizeBasePath(path: string): string {
  const inner = path.split('/').filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

/** The URL path of a path of the site (`/favicon.svg` -> `/portfolio/favicon.svg`). */
export function sitePath(path: string, base = config.basePath): string {
  return base + path.replace(/^\/+/, '');
}

/**
 * The path of the site a URL path names (`/portfolio/404` -> `/404`), or null when it lies outside
 * the base. The base without its closing slash (`/portfolio`) names the site's root.
 */
export function pathInSite(pathname: string, base = config.basePath): string | null {
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : null;
}

/** The URL path of a page of an edition (`/404` -> `/portfolio/en/404`): this page's edition by default. */
export function pagePath(path: string, language: Language = config.language, base = config.basePath): string {
  return sitePath(editionRoot(language) + path.replace(/^\/+/, ''), base);
}

/** The page of this edition a URL path names (`/portfolio/en/404` -> `/404`), or null outside the edition. */
export function pathInEdition(pathname: string): string | null {
  return pathInSite(pathname, pagePath('/'));
}
