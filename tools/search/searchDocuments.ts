/**
 * What search finds in an edition, one small HTML document per result as Pagefind reads it: each
 * project (its card; with a case study, the case study, which holds the card's words too), and each
 * note. The document's language is the edition's, so Pagefind keeps each edition's index apart and
 * stems its words; its h1 is the result's title; its kind is in Pagefind's metadata. Drafts are
 * never here (the build's pages leave them out, tools/content/notes.ts, and so does this), nor a page
 * whose front matter says `search: false`.
 */
import { escapeHtml } from '../../src/lib/html';
import type { Language } from '../../src/lib/editions';
import { caseStudyPath, notePath, projectAnchor } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import type { SearchKind } from '../../src/search/searchBundle';
import type { SitePages } from '../content/sitePages';
import type { SiteContent } from '../content/source';
import { articleText } from './articleText';

export interface SearchDocument {
  /**
   * Where the result leads, from the site's root without its base path (`/notas/x`, `/en/#projeto-x`):
   * Pagefind takes a document's address for its identity, across languages too.
   */
  url: string;
  kind: SearchKind;
  /** The document Pagefind indexes. */
  html: string;
}

const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');

function document(language: Language, routePath: string, kind: SearchKind, title: string, body: string): SearchDocument {
  const url = pagePath(routePath, language, '/');
  const html = `<!doctype html><html lang="${language}"><body data-pagefind-meta="kind:${kind}"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return { url, kind, html };
}

/** The edition's search documents, from its content and the pages the build makes of its Markdown. */
export function searchDocuments(language: Language, content: Pick<SiteContent, 'projects'>, pages: SitePages): SearchDocument[] {
  // `search: false` in its front matter leaves a page out; a project left so is found by its card.
  const caseStudies = new Map(
    pages.caseStudies[language].filter(({ search }) => search !== false).map((caseStudy) => [caseStudy.id, caseStudy]),
  );
  const projects = content.projects.map((project) => {
    const card = paragraphs([project.description, project.tags.join(', ')]);
    const caseStudy = caseStudies.get(project.id);
    if (!caseStudy) return document(language, `/#${projectAnchor(project.id)}`, 'project', project.title, card);
    const facts = paragraphs([caseStudy.outcome, caseStudy.role]);
    return document(language, caseStudyPath(project.id, language), 'case_study', project.title, facts + card + articleText(caseStudy.tree));
  });
  const notes = pages.notes[language]
    .filter((note) => !note.draft && note.search !== false)
    .map((note) =>
      document(
        language,
        notePath(note.slug, language),
        'note',
        note.title,
        paragraphs([note.summary, note.tags.join(', ')]) + articleText(note.tree),
      ),
    );
  return [...projects, ...notes];
}
