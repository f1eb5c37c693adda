// What crawlers read beside the pages: robots.txt and the sitemap with each page's alternates.
import { editionRoot, type Language } from '../../src/lib/editions';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { sitePath } from '../../src/lib/sitePath';
import { absoluteUrl, editionUrl } from './siteUrls';

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
