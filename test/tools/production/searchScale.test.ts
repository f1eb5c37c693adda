// Search with 300 notes on the demo (issue 48; the site of notesScale.test.ts, its notes those of
// scripts/siteVariants/generatedNotes.ts): every note is in the Portuguese index and the draft nowhere in it; and what a
// one-word search downloads stays within its budget, however many notes the owner writes: the dialog's
// module and Pagefind's script (gzip, as the host sends them), its entry file, the language's metadata and
// WebAssembly, the index chunk of the word and the fragments of the results shown (already compressed).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { SHOWN_RESULTS } from '../../../src/search/pagefindSearch';
import { SEARCH_FOLDER } from '../../../src/search/searchBundle';
import { demoContent, demoWithNotesDist } from '../../support/demo';
import { assetsOf, scriptGraph } from '../../support/dist';
import { expectedUrls, indexedPages, indexFiles, searchFileSize } from '../../support/searchIndex';
import { DRAFT, slugOf } from '../../../scripts/siteVariants/generatedNotes';

const COUNT = 300;
// Measured 2026-11-27: 85.3 KB (the WebAssembly 59.3 KB of it, Pagefind's script 13.1 KB, the dialog 3 KB).
const SEARCH_BUDGET = 90_000;

describe(`search with ${COUNT} notes`, () => {
  // The demo's (budgets measure the code, on the demo): the site of notesScale.test.ts.
  const site = demoWithNotesDist(COUNT);
  const pages = indexedPages(site, 'pt-br');

  test('every note is in the Portuguese index, with the projects; the draft is nowhere in it', () => {
    const notes = Array.from({ length: COUNT }, (_, index) => ({ slug: slugOf(index) }));
    assert.deepEqual(pages.map(({ url }) => url).sort(), expectedUrls('pt-BR', demoContent.projects, [], notes).sort());
    assert.deepEqual(
      pages.filter((page) => JSON.stringify(page).includes(DRAFT) || page.title === 'Um rascunho'),
      [],
    );
  });

  test(`a one-word search downloads at most ${SEARCH_BUDGET} B`, () => {
    const gzipped = (file: string) => gzipSync(readFileSync(join(site, file))).length;
    const { later } = scriptGraph(assetsOf(readFileSync(join(site, 'index.html'), 'utf8')).script, site);
    const dialog = later.filter((url) => /\/searchDialog-[\w-]+\.js$/.test(url));
    assert.equal(dialog.length, 1, 'the dialog is a module loaded later, not in the script at start');
    const { meta, chunks, fragments } = indexFiles(site, 'pt-br');
    const largest = (files: string[], count: number) =>
      files
        .map((file) => searchFileSize(site, file))
        .sort((a, b) => b - a)
        .slice(0, count);
    const parts = {
      dialog: gzipped(dialog[0].slice(1)),
      pagefind: gzipped(`${SEARCH_FOLDER}/pagefind.js`),
      entry: gzipped(`${SEARCH_FOLDER}/pagefind-entry.json`),
      meta: searchFileSize(site, meta[0]),
      wasm: searchFileSize(site, 'wasm.pt-br.pagefind'),
      chunk: Math.max(...largest(chunks, 1)),
      fragments: largest(fragments, SHOWN_RESULTS).reduce((sum, size) => sum + size, 0),
    };
    const total = Object.values(parts).reduce((sum, size) => sum + size, 0);
    console.log(`  a search with ${COUNT} notes: ${total} B (${JSON.stringify(parts)}) / ${SEARCH_BUDGET} B budget`);
    assert.equal(meta.length, 1);
    assert.ok(total <= SEARCH_BUDGET, `${total} B is over the budget of ${SEARCH_BUDGET} B`);
  });
});
