/**
 * An edition's pages from the owner's Markdown: its case studies and its notes (with their feeds), and
 * the files they bring (link previews, feeds). One place for the build and the dev server.
 */
import type { SitePages } from '../content/sitePages';
import type { GeneratedFile } from '../identity/generate';
import { articleEdition, builtInOrder, type ArticleSite, type EditionOfPages, type PagesBuilder } from './articlePages';
import { caseStudyPages } from './caseStudyPages';
import type { FeedLink } from './document';
import { feedLinks } from './noteFeeds';
import { notePages } from './notePages';
import type { MarkdownPage } from './prerender';

/** Each kind of page, in the order the sitemap lists them. */
const BUILDERS: readonly PagesBuilder[] = [caseStudyPages, notePages];

export async function markdownPages(
  of: EditionOfPages,
  pages: SitePages,
  site: ArticleSite,
): Promise<{ pages: MarkdownPage[]; files: GeneratedFile[]; feeds: FeedLink[] }> {
  // Made once for the edition: its Markdown converter serves every page of every kind.
  const edition = articleEdition(of, site);
  const built = await builtInOrder(BUILDERS, (build) => build(edition, pages));
  return { ...built, feeds: pages.notes[of.language].length > 0 ? feedLinks(of.language, of.content.owner.name) : [] };
}
