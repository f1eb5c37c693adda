// What crawlers read beside the pages: robots.txt and the sitemap with each page's alternates.
import { LANGUAGES, type Language } from '../../src/lib/editions';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { pagePath } from '../../src/lib/sitePath';
import { absoluteUrl, editionUrl } from './siteUrls';

export function robotsTxt(siteUrl: string, basePath: string, languages: readonly Language[]): string {
  const notFound = languages.map((language) => `Disallow: ${pagePath(NOT_FOUND_PATH, language, basePath)}\n`).join('');
  return `User-agent: *\nAllow: ${basePath}\n${notFound}\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

/** One page of the site in each edition that has it: its route path there (`{ 'pt-BR': '/projetos/x', en: '/projects/x' }`). */
export type PageEditions = Partial<Record<Language, string>>;

/** A page of the site for search engines: its path in each edition that has it, and the day it last changed (else the build's). */
export interface SitemapEntry {
  paths: PageEditions;
  lastModified?: string;
}

/**
 * Every page of every edition, once: a page in two editions (found under both) names both, and the
 * default, as alternates.
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[], today: string): string {
  // Each page once, its editions in the site's order (the default first: x-default), whichever edition listed it.
  const inOrder = (paths: PageEditions) =>
    LANGUAGES.filter((language) => paths[language] !== undefined).map((language) => [language, paths[language]!] as [Language, string]);
  const pages = new Map(entries.map((entry) => [JSON.stringify(inOrder(entry.paths)), entry]));
  let anyAlternates = false;
  const urls = [...pages.values()].flatMap(({ paths, lastModified = today }) => {
    const editions = inOrder(paths);
    const alternates: [hreflang: string, edition: Language, path: string][] =
      editions.length < 2
        ? []
        : [...editions.map(([language, path]) => [language, language, path] as [string, Language, string]), ['x-default', ...editions[0]]];
    anyAlternates ||= alternates.length > 0;
    return editions.map(([language, path]) => {
      const links = alternates.map(
        ([hreflang, edition, route]) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${editionUrl(siteUrl, edition, route)}"/>`,
      );
      return `  <url>\n    <loc>${editionUrl(siteUrl, language, path)}</loc>${links.join('')}\n    <lastmod>${lastModified}</lastmod>\n  </url>`;
    });
  });
  const xhtml = anyAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}
