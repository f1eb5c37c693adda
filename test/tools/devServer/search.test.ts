// The dev server's search index (issue 48): made at the first request for one of its files, as the build
// makes it: one index per edition's language, Pagefind's script, each record of the edition's pages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEARCH_FOLDER } from '../../../src/search/searchBundle';
import { BuildServer } from '../../support/buildServer';
import { siteTranslation, staticDirOf, TESTED_CONTENT_DIR } from '../../support/content';

describe('development server: the search index', { timeout: 120_000 }, () => {
  let server: BuildServer;
  before(async () => {
    server = await new BuildServer([
      '--watch',
      '--settings-file=.env.example',
      `--content=${TESTED_CONTENT_DIR}`,
      `--static-dir=${staticDirOf(TESTED_CONTENT_DIR)}`,
    ]).started();
  });
  after(async () => {
    await server?.stop();
  });

  test("served under the site's base path: its entry names each edition's index; its script and WebAssembly are there", async () => {
    const entry = await fetch(`${server.base}/${SEARCH_FOLDER}/pagefind-entry.json`);
    assert.equal(entry.status, 200);
    const { languages } = (await entry.json()) as { languages: Record<string, { wasm: string }> };
    assert.deepEqual(Object.keys(languages).sort(), siteTranslation ? ['en', 'pt-br'] : ['pt-br']);
    const script = await fetch(`${server.base}/${SEARCH_FOLDER}/pagefind.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
    for (const { wasm } of Object.values(languages)) {
      const file = await fetch(`${server.base}/${SEARCH_FOLDER}/wasm.${wasm}.pagefind`);
      assert.equal(file.status, 200, wasm);
      assert.ok((await file.arrayBuffer()).byteLength > 10_000, wasm);
    }
  });
});
