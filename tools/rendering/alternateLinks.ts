// A page's `hreflang` links to the same page in the site's other editions (tools/rendering/document.ts).
import { escapeHtml } from '../../src/lib/html';
import type { Language } from '../../src/lib/editions';
import { pagePath } from '../../src/lib/sitePath';
import { editionUrl } from './siteUrls';

/** What alternateLinks needs of a page's document options (./document.ts, which calls it). */
interface PageOfEdition {
  routePath: string;
  siteUrl: string;
  basePath: string;
  language: Language;
  languages: readonly Language[];
  noindex?: boolean;
}

/**
 * The same page in each other edition, for search engines, with `/` as the default for any other
 * language. A not-found page is not indexed: the default edition's tells the head bootstrap where
 * each other edition's not-found page is (src/app/startup/headBootstrap.ts).
 */
export function alternateLinks(
  { routePath, siteUrl, basePath, language, languages, noindex }: PageOfEdition,
  others: readonly Language[],
  paths: Partial<Record<Language, string>>,
): string[] {
  const link = (hreflang: string, href: string, extra = '') =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"${extra}>`;
  if (noindex) {
    if (language !== languages[0]) return [];
    // On this host, whatever SITE_URL says: the head bootstrap goes there.
    return others.map((other) =>
      link(other, pagePath(routePath, other, basePath), ` data-edition="${escapeHtml(pagePath('/', other, basePath))}"`),
    );
  }
  if (others.length === 0) return [];
  const [first] = languages.filter((each) => paths[each] !== undefined);
  return [
    ...languages.filter((each) => paths[each] !== undefined).map((each) => link(each, editionUrl(siteUrl, each, paths[each]!))),
    link('x-default', editionUrl(siteUrl, first, paths[first]!)),
  ];
}
