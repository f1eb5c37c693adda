/**
 * An edition's pages from the owner's Markdown: its case studies and its notes (with their feeds), and
 * the files they bring (link previews, feeds). One place for the build and the dev server.
 */
import type { Language } from '../../src/lib/editions';
import type { SitePages } from '../content/sitePages';
import type { SiteContent } from '../content/source';
import type { GeneratedFile } from '../identity/generate';
import { caseStudyPages, type CaseStudySite } from './caseStudyPages';
import type { FeedLink } from './document';
import { feedLinks, notePages } from './notePages';
import type { MarkdownPage, Renderer } from './prerender';

export interface EditionOfPages {
  language: Language;
  content: SiteContent;
  renderer: Renderer;
}

export async function markdownPages(
  { language, content, renderer }: EditionOfPages,
  pages: SitePages,
  site: CaseStudySite,
): Promise<{ pages: MarkdownPage[]; files: GeneratedFile[]; feeds: FeedLink[] }> {
  const caseStudies = await caseStudyPages({ language, content, caseStudies: pages.caseStudies[language], renderer }, site);
  const slugs = Object.fromEntries(Object.entries(pages.notes).map(([each, notes]) => [each, notes.map((note) => note.slug)]));
  const notes = await notePages({ language, content, notes: pages.notes[language], renderer }, { ...site, slugs });
  return {
    pages: [...caseStudies.pages, ...notes.pages],
    files: [...caseStudies.files, ...notes.files],
    feeds: pages.notes[language].length > 0 ? feedLinks(language, content.owner.name) : [],
  };
}
