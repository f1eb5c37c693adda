// Addresses of the built site, from SITE_URL and a path of the site: pure, for every build step.
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/editions';
import { pagePath } from '../../src/lib/sitePath';

export const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630, type: 'image/png' };
/** Each edition's Open Graph image: the role on it is in the edition's language. */
export const ogImagePath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? OG_IMAGE.path : OG_IMAGE.path.replace(/\.png$/, `-${language}.png`);

/** The address of a path of the site (`/404`), under the site's own path when it has one (`https://user.github.io/portfolio/404`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The address of a page of an edition: `/404` of English is `https://example.com/en/404`. */
export function editionUrl(siteUrl: string, language: Language, routePath: string): string {
  return absoluteUrl(siteUrl, pagePath(routePath, language, '/'));
}
