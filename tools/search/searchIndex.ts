/**
 * The site's search index, made by Pagefind's Node API (its own binary, from npm) from every edition's
 * search documents: one index per language (Pagefind splits them by each document's `lang` and stems
 * Portuguese and English), the WebAssembly that searches it, and its script, under `pagefind/`. Only
 * what the dialog loads is kept: not Pagefind's own interfaces, its worker (the dialog searches on
 * the page's thread: a query's work is small, and a worker would be one more script to download), nor
 * the WebAssembly of a language the site has none of.
 */
import * as pagefind from 'pagefind';
import { SEARCH_FOLDER } from '../../src/search/searchBundle';
import type { GeneratedFile } from '../identity/generate';
import type { SearchDocument } from './searchDocuments';

/** The files the dialog reads: the script, the entry file, and each language's WebAssembly, metadata, index and fragments. */
const KEPT =
  /^(pagefind\.js|pagefind-entry\.json|wasm\.[a-z-]+\.pagefind|pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta|(index|fragment|filter)\/.+)$/;

function failed(what: string, errors: readonly string[]): Error {
  return new Error(`search index: ${what} failed:\n${errors.join('\n')}`);
}

/** One index at a time: Pagefind's binary is shared, and each index closes it when done (the dev server may ask twice). */
let previous: Promise<unknown> = Promise.resolve();

/** The index's files, each at its path in the site (`pagefind/pagefind.js`). */
export function searchIndexFiles(documents: readonly SearchDocument[]): Promise<GeneratedFile[]> {
  const next = previous.then(() => indexFiles(documents));
  previous = next.catch(() => {});
  return next;
}

async function indexFiles(documents: readonly SearchDocument[]): Promise<GeneratedFile[]> {
  if (documents.length === 0) return [];
  const created = await pagefind.createIndex({});
  if (!created.index) throw failed('starting Pagefind', created.errors);
  const { index } = created;
  try {
    for (const { url, html } of documents) {
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length > 0) throw failed(`indexing ${url}`, added.errors);
    }
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) throw failed('writing the index', errors);
    const languages = new Set(documents.map(({ html }) => html.match(/<html lang="([^"]+)"/)![1].toLowerCase()));
    return files
      .filter(({ path }) => KEPT.test(path))
      .filter(({ path }) => !path.startsWith('wasm.') || languages.has(path.split('.')[1]))
      .map(({ path, content }) => ({ path: `${SEARCH_FOLDER}/${path}`, contents: Buffer.from(content) }));
  } finally {
    await index.deleteIndex();
    // Pagefind's binary runs beside the build until told to stop: a build that ended would not exit.
    await pagefind.close();
  }
}
