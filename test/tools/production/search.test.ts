// The search index of the production build (issue 48): one index per edition's language, holding every
// page of that edition (each project, its case study in its stead when it has one, each note; not those
// whose front matter says `search: false`) and none of
// the other edition's, each with its kind and title; the WebAssembly of those languages only, and nothing
// of Pagefind's own interfaces. Drafts and the bytes a search downloads: searchScale.test.ts.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Language } from '../../../src/lib/editions';
import { SEARCH_FOLDER } from '../../../src/search/searchBundle';
import { siteContent, siteTranslation } from '../../support/content';
import { dist } from '../../support/dist';
import { searchedCaseStudies, searchedNotes } from '../../support/searchContent';
import { expectedUrls, indexedPages, indexLanguage, indexLanguages } from '../../support/searchIndex';

const editions = [
  { language: 'pt-BR' as Language, content: siteContent },
  ...(siteTranslation ? [{ language: 'en' as Language, content: siteTranslation }] : []),
];

describe('the search index of the build', () => {
  test('one index per edition, in its language', () => {
    assert.deepEqual(indexLanguages(dist).sort(), editions.map(({ language }) => indexLanguage(language)).sort());
  });

  for (const { language, content } of editions) {
    test(`${language}: every page of the edition, each once, with its kind and title, and none of the other edition's`, () => {
      const pages = indexedPages(dist, indexLanguage(language));
      const notes = searchedNotes(language);
      assert.deepEqual(pages.map(({ url }) => url).sort(), expectedUrls(language, content.projects, searchedCaseStudies, notes).sort());
      const titles = Object.fromEntries(pages.map(({ url, kind, title }) => [url, [kind, title]]));
      const expected = expectedUrls(language, content.projects, searchedCaseStudies, []).map((url, index) => {
        const project = content.projects[index];
        return [url, [searchedCaseStudies.includes(project.id) ? 'case_study' : 'project', project.title]];
      });
      const noteTitles = expectedUrls(language, [], [], notes).map((url, index) => [url, ['note', notes[index].title]]);
      assert.deepEqual(titles, Object.fromEntries([...expected, ...noteTitles]));
      // A project's words are found: its description is in its record.
      for (const project of content.projects) {
        const page = pages.find(({ title }) => title === project.title);
        assert.ok(page?.content.includes(project.description), project.id);
      }
    });
  }

  test('the script, the entry file and each language’s WebAssembly; none of Pagefind’s interfaces, worker or playground', () => {
    const files = readdirSync(join(dist, SEARCH_FOLDER));
    const wasm = files.filter((file) => file.startsWith('wasm.')).sort();
    assert.deepEqual(wasm, editions.map(({ language }) => `wasm.${indexLanguage(language)}.pagefind`).sort());
    assert.ok(files.includes('pagefind.js') && files.includes('pagefind-entry.json'));
    assert.deepEqual(
      files.filter((file) => /ui|worker|highlight|playground/.test(file)),
      [],
    );
  });
});
