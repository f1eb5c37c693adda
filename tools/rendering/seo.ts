import { owner } from '../../src/content/owner';
import { siteDescription } from '../../src/content/texts';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { sitePath } from '../../src/lib/sitePath';
import { DEFAULT_THEME } from '../../src/lib/theme';

export const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630 };
export const THEME_COLORS = { light: '#fffaf4', dark: '#161b26' };

/** The address of a path of the site (`/404`), under the site's own path when it has one (`https://user.github.io/portfolio/404`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** JSON for a <script> element (JSON-LD, the image manifest): `<` is escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function personJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    url: absoluteUrl(siteUrl, '/'),
    email: `mailto:${owner.email}`,
    image: absoluteUrl(siteUrl, OG_IMAGE.path),
    sameAs: [owner.githubUrl, owner.linkedinUrl],
    address: { '@type': 'PostalAddress', addressLocality: owner.locality, addressCountry: 'BR' },
    description: siteDescription,
  };
}

export function robotsTxt(siteUrl: string, basePath: string): string {
  return `User-agent: *\nAllow: ${basePath}\nDisallow: ${sitePath(NOT_FOUND_PATH, basePath)}\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

export function sitemapXml(siteUrl: string, paths: readonly string[], lastModified: string): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${absoluteUrl(siteUrl, path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
