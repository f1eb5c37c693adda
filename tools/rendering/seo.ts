import { owner } from '../../src/content/owner';
import { siteDescription } from '../../src/content/texts';
import { DEFAULT_LANGUAGE, editionRoot, type Language } from '../../src/lib/editions';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { sitePath } from '../../src/lib/sitePath';
import { DEFAULT_THEME } from '../../src/lib/theme';

export const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 };
/** Each edition's Open Graph image: the role on it is in the edition's language. */
export const ogImagePath = (language: Language) =>
  language === DEFAULT_LANGUAGE ? OG_IMAGE.path : OG_IMAGE.path.replace(/\.png$/, `-${language}.png`);
export const THEME_COLORS = { light: '#fffaf4', dark: '#161b26' };

/** The address of a path of the site (`/404`), under the site's own path when it has one (`https://user.github.io/portfolio/404`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The address of a page of an edition: `/404` of English is `https://example.com/en/404`. */
export function editionUrl(siteUrl: string, language: Language, routePath: string): string {
  return absoluteUrl(siteUrl, editionRoot(language) + routePath.replace(/^\/+/, ''));
}

/** JSON for a <script> element (JSON-LD, the image manifest): `<` is escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function personJsonLd(siteUrl: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    url: editionUrl(siteUrl, language, '/'),
    email: `mailto:${owner.email}`,
    image: absoluteUrl(siteUrl, ogImagePath(language)),
    sameAs: [owner.githubUrl, owner.linkedinUrl],
    address: { '@type': 'PostalAddress', addressLocality: owner.locality, addressCountry: 'BR' },
    description: siteDescription,
  };
}

export function robotsTxt(siteUrl: string, basePath: string, languages: readonly Language[]): string {
  const notFound = languages
    .map((language) => `Disallow: ${sitePath(editionRoot(language) + NOT_FOUND_PATH.slice(1), basePath)}\n`)
    .join('');
  return `User-agent: *\nAllow: ${basePath}\n${notFound}\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

/** The home page of each edition; with two, each names both (and the default) as alternates. */
export function sitemapXml(siteUrl: string, languages: readonly Language[], lastModified: string): string {
  const alternates =
    languages.length < 2 ? [] : [...languages.map((language) => [language, language] as const), ['x-default', languages[0]] as const];
  const urls = languages
    .map((language) => {
      const links = alternates.map(
        ([hreflang, edition]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${editionUrl(siteUrl, edition, '/')}"/>`,
      );
      return `  <url>\n    <loc>${editionUrl(siteUrl, language, '/')}</loc>${links.join('')}\n    <lastmod>${lastModified}</lastmod>\n  </url>`;
    })
    .join('\n');
  const xhtml = alternates.length > 0 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

/** The web app manifest; the app is the site's base path and everything under it. */
export function webManifest(basePath: string) {
  const icon = (path: string) => sitePath(path, basePath);
  return {
    name: `${owner.name} | ${owner.role}`,
    short_name: owner.firstName,
    description: siteDescription,
    lang: 'pt-BR',
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    background_color: THEME_COLORS[DEFAULT_THEME],
    theme_color: THEME_COLORS[DEFAULT_THEME],
    icons: [
      { src: icon('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: icon('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: icon('/icons/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: icon('/favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
