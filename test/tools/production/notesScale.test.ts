// An owner who has written 300 notes (issue 38), generated here, never committed: the list is paged, so
// each of its pages stays within its budget however many notes there are; the feeds hold the newest
// FEED_SIZE; a draft is nowhere in the build; and the edition without notes (here, the English one)
// has no notes page, no link to one and no feed.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { notePath, notesListPath, tagSlug } from '../../../src/lib/pagePaths';
import { FEED_SIZE } from '../../../tools/rendering/feeds';
import { PAGE_SIZE } from '../../../tools/rendering/notesLists';
import { elementCount, FIRST_ROUND_TRIP, PAGE_BUDGETS, pageSizes } from '../../support/budgets';
import { demoTranslation, demoWithNotesDist } from '../../support/demo';
import { FEED_READERS } from '../../support/feeds';
import { markupOf } from '../../support/stylesheet';
import { DRAFT, slugOf, TAGS, tagsOf } from '../../../scripts/siteVariants/generatedNotes';

const COUNT = 300;
const entriesOf = (html: string) => [...html.matchAll(/<h2 class="note-entry__title"><a href="([^"]+)">/g)].map(([, href]) => href);
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

describe(`${COUNT} notes`, () => {
  // The demo's content (budgets measure the code, on the demo), without its own Markdown pages.
  const site = demoWithNotesDist(COUNT);
  const read = (file: string) => readFileSync(join(site, file), 'utf8');
  const all = Array.from({ length: COUNT }, (_, index) => `/notas/${slugOf(index)}`);

  test(`the list is paged, ${PAGE_SIZE} to a page, newest first, each page within its budget`, () => {
    const pages = Math.ceil(COUNT / PAGE_SIZE);
    const files = Array.from({ length: pages }, (_, index) => `${notesListPath('pt-BR', { page: index + 1 }).slice(1)}/index.html`);
    assert.deepEqual(
      files.flatMap((file) => entriesOf(read(file))),
      all,
      'every note once, in order',
    );
    const further = readdirSync(join(site, 'notas', 'pagina'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    assert.deepEqual(
      further.map((entry) => Number(entry.name)).sort((a, b) => a - b),
      Array.from({ length: pages - 1 }, (_, index) => index + 2),
      'the further pages, none beyond the last',
    );
    for (const file of files) {
      const { markup, markupBrotli, head } = pageSizes(site, file);
      assert.ok(markup <= PAGE_BUDGETS.notesList.html, `${file}: ${markup} B gzip, over ${PAGE_BUDGETS.notesList.html} B`);
      const elements = elementCount(read(file));
      assert.ok(elements <= PAGE_BUDGETS.notesList.elements, `${file}: ${elements} elements, over ${PAGE_BUDGETS.notesList.elements}`);
      assert.ok(markupBrotli <= FIRST_ROUND_TRIP, `${file}: its markup ${markupBrotli} B brotli, over ${FIRST_ROUND_TRIP} B`);
      assert.ok(head <= FIRST_ROUND_TRIP, `${file}: its head ${head} B brotli, over ${FIRST_ROUND_TRIP} B`);
    }
    const note = `${notePath(slugOf(150), 'pt-BR').slice(1)}.html`;
    assert.ok(pageSizes(site, note).markup <= PAGE_BUDGETS.note.html, note);
    // A page links the one before and after it.
    assert.match(read(files[1]), /<a href="\/notas\/" rel="prev">/);
    assert.match(read(files[1]), /<a href="\/notas\/pagina\/3\/" rel="next">/);
  });

  test("a tag's list is paged too, with that tag's notes only", () => {
    const tag = tagSlug(TAGS[0]);
    const tagged = all.filter((_, index) => tagsOf(index).includes(TAGS[0]));
    const pages = Math.ceil(tagged.length / PAGE_SIZE);
    const files = Array.from({ length: pages }, (_, index) => `${notesListPath('pt-BR', { tag, page: index + 1 }).slice(1)}/index.html`);
    assert.deepEqual(
      files.flatMap((file) => entriesOf(read(file))),
      tagged,
    );
  });

  test(`the feeds hold the newest ${FEED_SIZE}`, () => {
    for (const [file, readFeed] of Object.entries(FEED_READERS)) {
      const feed = readFeed(read(`notas/${file}`));
      assert.deepEqual(
        feed.entries.map((entry) => new URL(entry.url).pathname),
        all.slice(0, FEED_SIZE),
        file,
      );
    }
  });

  test('the sitemap lists every note and the list, and no other page of it', () => {
    const locations = [...read('sitemap.xml').matchAll(/<loc>[^<]*?(\/notas[^<]*)<\/loc>/g)].map(([, path]) => path);
    assert.deepEqual(locations.sort(), ['/notas/', ...all].sort());
  });

  test('the draft is nowhere: no page, no list, no feed, no sitemap entry, no preview', () => {
    const leaks = filesOf(site).filter(
      (file) => file.includes(DRAFT) || (/\.(html|json|xml|txt)$/.test(file) && read(file).includes(DRAFT)),
    );
    assert.deepEqual(leaks, []);
  });

  test(
    'the edition without notes has no notes page, no link to one and no feed',
    { skip: demoTranslation === null && 'the content has no translation' },
    () => {
      assert.deepEqual(
        filesOf(join(site, 'en')).filter((file) => file.startsWith('notes')),
        [],
      );
      const english = markupOf(read('en/index.html'));
      assert.doesNotMatch(english, /nav-list__page|application\/(rss|atom|feed)/);
      assert.match(read('index.html'), /nav-list__page/, 'the Portuguese edition links its notes');
    },
  );
});
