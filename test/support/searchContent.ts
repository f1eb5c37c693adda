/**
 * What a test may search for in the content under test, found in that content (never the demo's words):
 * the documents the build indexes for an edition, a word only one article's body holds, a word of one
 * article's section heading only, and a word every edition has.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Language } from '../../src/lib/editions';
import { caseStudyPath, notePath } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { caseStudyFiles, checkCaseStudies } from '../../tools/content/caseStudies';
import { headingIds } from '../../tools/markdown/headingIds';
import { searchDocuments } from '../../tools/search/searchDocuments';
import { siteContent, siteNotes, siteTranslation, TESTED_CONTENT_DIR } from './content';

const languages: Language[] = siteTranslation ? ['pt-BR', 'en'] : ['pt-BR'];
// Only the pages' trees are wanted here: the build checks the links and images.
const context = { targets: { isPage: () => true, sectionsOf: () => undefined, isFile: () => true }, imageExists: () => true };
const siteCaseStudyPages = checkCaseStudies(
  caseStudyFiles(TESTED_CONTENT_DIR, siteTranslation !== null),
  siteContent,
  languages,
  context,
).caseStudies;

/** The case studies search finds (not those whose front matter says `search: false`: their projects' cards instead). */
export const searchedCaseStudies = siteCaseStudyPages['pt-BR'].filter(({ search }) => search !== false).map(({ id }) => id);
/** The notes of an edition search finds (never a draft, nor one whose front matter says `search: false`). */
export const searchedNotes = (language: Language) => siteNotes[language].filter(({ search }) => search !== false);

/** An edition's content: the Portuguese, or its translation. */
export const editionContent = (language: Language) => (language === 'en' && siteTranslation ? siteTranslation : siteContent);

/** A word without its accents, in lower case: how search compares words. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (text: string) => folded(text).match(/[a-z]{5,}/g) ?? [];
/** Five letters: words that share them may share a stem, or one may begin the other (search as you type). */
const stemOf = (word: string) => word.slice(0, 5);

/** The words of every document the build indexes for the edition, each document's apart. */
function documentWords(language: Language): Set<string>[] {
  const documents = searchDocuments(language, editionContent(language), { caseStudies: siteCaseStudyPages, notes: siteNotes });
  return documents.map(({ html }) => new Set(words(html.replace(/<[^>]+>/g, ' ')).map(stemOf)));
}

export interface Article {
  /** Its address from the site's root (`/en/notes/x`), as a result's. */
  url: string;
  title: string;
  tree: Root;
}

/** The edition's articles that search finds: its notes, then its case studies. */
export function editionArticles(language: Language): Article[] {
  const content = editionContent(language);
  return [
    ...searchedNotes(language).map((note) => ({
      url: pagePath(notePath(note.slug, language), language, '/'),
      title: note.title,
      tree: note.tree,
    })),
    ...siteCaseStudyPages[language]
      .filter(({ id }) => searchedCaseStudies.includes(id))
      .map((caseStudy) => ({
        url: pagePath(caseStudyPath(caseStudy.id, language), language, '/'),
        title: content.projects.find((project) => project.id === caseStudy.id)!.title,
        tree: caseStudy.tree,
      })),
  ];
}

/** A word (folded, an accented one first) of `texts` whose stem is in one document of the edition only. */
function onlyHere(language: Language, texts: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const words of documentWords(language)) for (const stem of words) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  const candidates = texts.flatMap((text) => text.match(/\p{L}{7,}/gu) ?? []);
  const unique = candidates.filter((word) => /^[a-z]+$/.test(folded(word)) && counts.get(stemOf(folded(word))) === 1);
  return folded(unique.find((word) => folded(word) !== word.toLowerCase()) ?? unique[0] ?? '') || undefined;
}

/** An article of the edition and a word of its body that no other page of the edition holds, or null. */
export function wordOfOneArticle(language: Language): { article: Article; word: string } | null {
  for (const article of editionArticles(language)) {
    const body = article.tree.children.filter((node) => node.type !== 'heading').map((node) => toString(node));
    const word = onlyHere(language, body);
    if (word) return { article, word };
  }
  return null;
}

/** An article, a word of one of its section headings that no other page of the edition holds, and that section's id; or null. */
export function wordOfOneSection(language: Language): { article: Article; word: string; id: string } | null {
  for (const article of editionArticles(language)) {
    for (const [heading, id] of headingIds(article.tree)) {
      const word = heading.depth > 1 && onlyHere(language, [toString(heading)]);
      if (word && !folded(article.title).includes(stemOf(word))) return { article, word, id };
    }
  }
  return null;
}

/** A tag of a project of the content (the same in every edition), a plain word, or null. */
export const sharedTag = (): string | null =>
  siteContent.projects.flatMap((project) => project.tags).find((tag) => /^[A-Za-z]{4,}$/.test(tag)) ?? null;
