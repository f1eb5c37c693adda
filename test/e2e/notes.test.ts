// Notes in Chromium (issue 38): the header's link opens the list without a reload, newest first; a tag
// narrows it at an address of its own; a note opens without a reload, focus on its heading, and Back
// returns to the list where it was left; a direct visit readable without JavaScript; an unknown
// address on the not-found page; axe clean on both pages, in both themes, at 390 and 1280 px.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { ui as en } from '../../src/catalogues/en';
import type { Language } from '../../src/lib/editions';
import { notePath, notesListPath, tagSlug } from '../../src/lib/pagePaths';
import { axeViolations } from '../support/axe';
import { siteNotes, siteTranslation } from '../support/content';
import { CHECKED_VIEWS, DESKTOP, MOBILE, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';

const editions = [
  { language: 'pt-BR' as Language, root: '', ui: pt },
  ...(siteTranslation ? [{ language: 'en' as Language, root: '/en', ui: en }] : []),
].filter(({ language }) => siteNotes[language].length > 0);

/** Marks the document: still marked after a move, it was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const listedTitles = (page: Page) => page.locator('.note-entry__title a').allTextContents();

describe('notes in Chromium', { skip: editions.length === 0 && 'the content has no note' }, () => {
  const site = useSite();

  for (const { language, root, ui } of editions) {
    const notes = siteNotes[language];
    const list = `${root}${notesListPath(language)}/`;

    test(`${list}: the header's link opens the list, newest first; a tag narrows it at its own address`, async () => {
      const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion: 'reduce' });
      await page.goto(`${site.url}${root}/`);
      await settled(page);
      await markDocument(page);
      await page.locator('#site-header').getByRole('link', { name: ui.header.notes, exact: true }).click();
      await page.locator('#notas-titulo').waitFor();
      assert.equal(new URL(page.url()).pathname, list);
      assert.equal(await stillMarked(page), true, 'the page was reloaded');
      assert.equal(await page.locator('#site-header').getByRole('link', { name: ui.header.notes }).getAttribute('aria-current'), 'page');
      await page.waitForFunction(() => document.activeElement?.id === 'notas-titulo');
      assert.deepEqual(
        await listedTitles(page),
        notes.slice(0, 20).map((note) => note.title),
      );

      // The tag of the newest note that not every note has, else the first tag.
      const tag = notes.flatMap((note) => note.tags).find((each) => notes.some((note) => !note.tags.includes(each))) ?? notes[0].tags[0];
      await page.locator('.filter-bar').getByRole('link', { name: tag, exact: true }).click();
      const tagged = `${root}${notesListPath(language, { tag: tagSlug(tag) })}/`;
      await page.waitForURL(`**${tagged}`);
      await page.locator('.filter-bar [aria-current="page"]').filter({ hasText: tag }).waitFor();
      const narrowed = notes.filter((note) => note.tags.includes(tag)).map((note) => note.title);
      assert.deepEqual(await listedTitles(page), narrowed.slice(0, 20));
      assert.equal(await stillMarked(page), true);

      // The address is the filter: shared, it shows the same list.
      const { page: shared } = await openPage(site.browser);
      await shared.goto(`${site.url}${tagged}`);
      assert.deepEqual(await listedTitles(shared), narrowed.slice(0, 20));
      await shared.context().close();
      assert.deepEqual(problems, []);
    });

    test(`${list}<slug>: a note opens without a reload, focus on its heading; Back returns to the list and the place`, async () => {
      const { page, problems } = await openPage(site.browser, { ...MOBILE, reducedMotion: 'reduce' });
      await page.goto(`${site.url}${list}`);
      await settled(page);
      const note = notes.at(-1)!;
      const link = page.locator('.note-entry__title').getByRole('link', { name: note.title, exact: true });
      await link.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await markDocument(page);

      await link.click();
      await page.locator('#artigo-titulo').waitFor();
      assert.equal(new URL(page.url()).pathname, `${root}${notePath(note.slug, language)}`);
      assert.equal(await stillMarked(page), true, 'the page was reloaded');
      await page.waitForFunction((title) => document.title.endsWith(title), note.title);
      assert.equal(await focusedText(page), note.title, 'focus is on the heading');
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at its top');

      await page.goBack();
      await page.locator('#notas-titulo').waitFor();
      assert.equal(await stillMarked(page), true, 'Back reloaded the page');
      assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the place the visitor left');
      assert.equal(await focusedText(page), note.title, 'focus returns to the link that led away');
      assert.deepEqual(problems, []);
    });

    test(`${list}: the list and a note, visited directly, are readable without JavaScript`, async () => {
      const { page, problems } = await openPage(site.browser, { javaScriptEnabled: false });
      await page.goto(`${site.url}${list}`);
      assert.deepEqual(
        await listedTitles(page),
        notes.slice(0, 20).map((note) => note.title),
      );
      await page.goto(`${site.url}${root}${notePath(notes[0].slug, language)}`);
      assert.equal(await page.locator('h1').textContent(), notes[0].title);
      assert.ok(await page.locator('.prose').isVisible());
      assert.deepEqual(problems, []);
    });
  }

  test('an unknown note lands on the not-found page, from a direct visit and inside the app', async () => {
    const [{ language, root, ui }] = editions as [(typeof editions)[number]];
    const unknown = `${root}${notePath('nao-existe', language)}`;
    const { page, problems, expectNotFound } = await openPage(site.browser);
    expectNotFound(`${site.url}${unknown}`);
    await page.goto(`${site.url}${unknown}`);
    await page.waitForURL(`${site.url}${root}/404`);
    await page.getByRole('heading', { name: ui.notFound.title }).waitFor();
    expectNotFound(`${site.url}${root}${notePath('outra-que-nao-existe', language)}.json`);
    await page.goto(`${site.url}${root}${notesListPath(language)}/`);
    await settled(page);
    await page.evaluate(
      (path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      `${root}${notePath('outra-que-nao-existe', language)}`,
    );
    await page.waitForURL(`${site.url}${root}/404`);
    assert.deepEqual(problems, []);
  });

  for (const { label, options } of CHECKED_VIEWS) {
    test(`axe: the notes' list and a note of each edition at ${label}; nothing scrolls sideways`, async () => {
      const { page, problems } = await openPage(site.browser, options);
      const paths = editions.flatMap(({ language, root }) => [
        `${root}${notesListPath(language)}/`,
        `${root}${notePath(siteNotes[language][0].slug, language)}`,
      ]);
      for (const path of paths) {
        await page.goto(`${site.url}${path}`);
        await settled(page);
        assert.deepEqual(await axeViolations(page), [], path);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, `${path}: horizontal scroll`);
      }
      assert.deepEqual(problems, []);
    });
  }
});
