/**
 * A built site's search index as the tests read it: each record Pagefind keeps (its fragment: address,
 * kind, title, text), by the language of its index, and what a search downloads of it. Pagefind's files
 * are gzip with a signature of its own in front (`pagefind_dcd`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Language } from '../../src/lib/editions';
import { caseStudyPath, notePath, projectAnchor } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { SEARCH_FOLDER } from '../../src/search/searchBundle';

export interface IndexedPage {
  url: string;
  kind: string;
  title: string;
  content: string;
}

const SIGNATURE = 'pagefind_dcd';
const decoded = (file: string) => {
  const data = gunzipSync(readFileSync(file));
  if (data.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) throw new Error(`${file}: not one of Pagefind's files`);
  return data.subarray(SIGNATURE.length).toString('utf8');
};

/** The index's language of an edition: Pagefind writes the page's `lang` in lower case. */
export const indexLanguage = (language: Language) => language.toLowerCase();

/** The languages the site's index has (its entry file). */
export const indexLanguages = (site: string): string[] =>
  Object.keys((JSON.parse(readFileSync(join(site, SEARCH_FOLDER, 'pagefind-entry.json'), 'utf8')) as { languages: object }).languages);

/** Every record of one language's index. */
export function indexedPages(site: string, language: string): IndexedPage[] {
  const folder = join(site, SEARCH_FOLDER, 'fragment');
  return readdirSync(folder)
    .filter((file) => file.startsWith(`${language}_`))
    .map((file) => JSON.parse(decoded(join(folder, file))) as { url: string; content: string; meta: Record<string, string> })
    .map(({ url, content, meta }) => ({ url, content, kind: meta.kind, title: meta.title }));
}

/** Where search leads for each page of an edition, as the index holds it (from the site's root). */
export function expectedUrls(
  language: Language,
  projects: readonly { id: string }[],
  caseStudies: readonly string[],
  notes: readonly { slug: string }[],
): string[] {
  const projectUrls = projects.map(({ id }) => (caseStudies.includes(id) ? caseStudyPath(id, language) : `/#${projectAnchor(id)}`));
  return [...projectUrls, ...notes.map(({ slug }) => notePath(slug, language))].map((path) => pagePath(path, language, '/'));
}

/** Bytes of a file of the site's search folder (already compressed: Pagefind's own files travel as they are). */
export const searchFileSize = (site: string, file: string) => statSync(join(site, SEARCH_FOLDER, file)).size;

/** The files of one language's index, by kind: its metadata, its index chunks, its fragments. */
export function indexFiles(site: string, language: string) {
  const folder = join(site, SEARCH_FOLDER);
  const of = (dir: string) =>
    readdirSync(join(folder, dir))
      .filter((file) => file.startsWith(`${language}_`))
      .map((file) => `${dir}/${file}`);
  return {
    meta: readdirSync(folder).filter((file) => file.startsWith(`pagefind.${language}_`) && file.endsWith('.pf_meta')),
    chunks: of('index'),
    fragments: of('fragment'),
  };
}
