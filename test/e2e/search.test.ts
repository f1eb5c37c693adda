// Search in Chromium (issue 48), per edition: a word only one article's body holds, typed without its
// accents, finds that article and opens it without a reload; a word of a section's heading opens that
// section; the live region counts (and says when nothing is found); the edition lists its own pages only;
// the shortcuts open the dialog, Escape gives focus back to the button; without JavaScript there is no
// button; axe clean with the dialog open in both themes at 390 and 1280 px. Every word comes from the
// content under test (test/support/searchContent.ts). And an excerpt of the second owner's index, whose
// text holds `<`, `>`, `&` and quotes, shows them as text around the marked word.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { ui as en } from '../../src/catalogues/en';
import { searchUi as ptSearch } from '../../src/catalogues/search/pt-BR';
import { searchUi as enSearch } from '../../src/catalogues/search/en';
import type { Language } from '../../src/lib/editions';
import { caseStudyPath } from '../../src/lib/pagePaths';
import { axeViolations } from '../support/axe';
import { buildVariant } from '../support/builds';
import { OWNER_FIXTURE, siteTranslation } from '../support/content';
import { CHECKED_VIEWS, DESKTOP, openPage, settled } from '../support/pages';
import { sharedTag, wordOfOneArticle, wordOfOneSection } from '../support/searchContent';
import { useSite } from '../support/servedSite';

const editions = [
  { language: 'pt-BR' as Language, root: '/', ui: pt, words: ptSearch },
  ...(siteTranslation ? [{ language: 'en' as Language, root: '/en/', ui: en, words: enSearch }] : []),
];

const box = (page: Page) => page.locator('#busca-campo');
const options = (page: Page) => page.locator('#busca-resultados [role="option"]');
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** Types `query` into the open dialog and waits until the live region has counted its results. */
async function search(page: Page, query: string, count: string): Promise<void> {
  await box(page).fill(query);
  await page.waitForFunction((expected) => document.querySelector('.search-dialog__status')?.textContent === expected, count);
}

describe('search in Chromium', () => {
  const site = useSite();

  const openSite = async (root: string, options = DESKTOP) => {
    const watched = await openPage(site.browser, { ...options, reducedMotion: 'reduce' });
    await watched.page.goto(`${site.url}${root}`);
    await settled(watched.page);
    return watched;
  };

  for (const { language, root, ui, words } of editions) {
    const found = wordOfOneArticle(language);
    test(
      `${root}: a word only one article holds, without accents or case, finds it; Enter opens it without a reload`,
      { skip: !found && 'the edition has no article with a word of its own' },
      async () => {
        const { article, word } = found!;
        const { page, problems } = await openSite(root);
        await markDocument(page);
        await page.locator('#site-header').getByRole('button', { name: ui.header.search }).click();
        await page.locator('.search-dialog[open]').waitFor();
        assert.equal(await focusedId(page), 'busca-campo', 'focus in the box');
        await search(page, word.charAt(0).toUpperCase() + word.slice(1), words.count(1, 1));
        assert.deepEqual(await options(page).evaluateAll((each) => each.map((option) => (option as HTMLElement).dataset.url)), [
          article.url,
        ]);
        assert.match((await options(page).first().textContent())!, new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        assert.ok(await options(page).first().locator('mark').count(), 'the matched word is marked');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${site.url}${article.url}`);
        await page.locator('#artigo-titulo').waitFor();
        assert.equal(await stillMarked(page), true, 'the page was reloaded');
        assert.equal(await page.locator('h1').textContent(), article.title);
        assert.equal(await page.locator('.search-dialog[open]').count(), 0, 'the dialog closed');

        // None found: said so.
        await page.keyboard.press('Control+k');
        await search(page, 'qqzxwvkj', words.count(0, 0));
        assert.equal(await options(page).count(), 0);
        assert.deepEqual(problems, []);
      },
    );

    const section = wordOfOneSection(language);
    test(
      `${root}: a word of a section's heading leads to that section`,
      { skip: !section && 'no section heading of the edition has a word of its own' },
      async () => {
        const { article, word, id } = section!;
        const { page, problems } = await openSite(root);
        await page.keyboard.press('/');
        await search(page, word, words.count(1, 1));
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === article.url && decodeURIComponent(url.hash) === `#${id}`);
        await page.waitForFunction((target) => document.activeElement?.closest(`[id="${target}"]`) !== null, id);
        assert.deepEqual(problems, []);
      },
    );
  }

  test('an edition lists its own pages only', { skip: !siteTranslation && 'the content has no translation' }, async () => {
    const tag = sharedTag();
    assert.ok(tag, 'no project has a tag of one plain word');
    for (const { root } of editions) {
      const { page, problems } = await openSite(root);
      await page.keyboard.press('Control+k');
      await box(page).fill(tag);
      await options(page).first().waitFor();
      const urls = await options(page).evaluateAll((each) => each.map((option) => (option as HTMLElement).dataset.url!));
      if (root === '/')
        assert.deepEqual(
          urls.filter((url) => url.startsWith('/en/')),
          [],
          root,
        );
      else
        assert.deepEqual(
          urls.filter((url) => !url.startsWith(root)),
          [],
          root,
        );
      assert.deepEqual(problems, []);
    }
  });

  test('the shortcuts open the dialog (not / typed in a field); Escape closes it and gives focus back', async () => {
    const [{ root, ui }] = editions;
    const { page, problems } = await openSite(root);
    const button = page.locator('#site-header').getByRole('button', { name: ui.header.search });
    assert.equal(await button.getAttribute('aria-keyshortcuts'), 'Control+K Meta+K /');
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').press(shortcut);
      await page.locator('.search-dialog[open]').waitFor();
      assert.equal(await focusedId(page), 'busca-campo', shortcut);
      await page.keyboard.press('Escape');
      await page.locator('.search-dialog[open]').waitFor({ state: 'detached' });
    }
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator('.search-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-button'));

    // The dialog's close event comes a task after it closes: a field focused meanwhile keeps the focus
    // (a race that once sent `/` to the button and reopened the dialog).
    await page.locator('body').press('/');
    await page.locator('.search-dialog[open]').waitFor();
    const focusedAtClose = await page.evaluate(
      () =>
        new Promise<string | undefined>((resolve) => {
          const dialog = document.querySelector<HTMLDialogElement>('.search-dialog[open]')!;
          dialog.addEventListener('close', () => resolve(document.activeElement?.id), { once: true });
          dialog.close();
          document.getElementById('contato-nome')!.focus();
        }),
    );
    assert.equal(focusedAtClose, 'contato-nome');
    const field = page.locator('#contato-nome');
    await field.pressSequentially('a/b');
    assert.equal(await field.inputValue(), 'a/b');
    assert.equal(await page.locator('.search-dialog[open]').count(), 0);
    assert.deepEqual(problems, []);
  });

  test('without JavaScript there is no search button', async () => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto(`${site.url}/`);
    assert.equal(await page.locator('.search-button').isVisible(), false);
    assert.deepEqual(problems, []);
  });

  for (const { label, options: view } of CHECKED_VIEWS) {
    test(`axe: the dialog open with results at ${label}`, async () => {
      const { page, problems } = await openPage(site.browser, view);
      for (const { language, root } of editions) {
        await page.goto(`${site.url}${root}`);
        await settled(page);
        await page.locator('.search-button').click();
        const { word } = wordOfOneArticle(language) ?? { word: sharedTag() ?? 'a' };
        await box(page).fill(word);
        await page.waitForFunction(() => /\d/.test(document.querySelector('.search-dialog__status')?.textContent ?? ''));
        assert.deepEqual(await axeViolations(page), [], `${root} ${label}`);
      }
      assert.deepEqual(problems, []);
    });
  }
});

describe("search in Chromium, on a page whose text holds markup's characters", () => {
  // The second owner's build, which its own suites build too: one of its case studies says this.
  const site = useSite(() => buildVariant({}, OWNER_FIXTURE));
  const [id, text, word] = ['feira-organica', 'a < b && c > "d"', 'b'];
  const [before, after] = text.split(word);

  test(`an excerpt shows ${text} as the page has it, the searched word in a <mark>, no other element`, async () => {
    const source = join(OWNER_FIXTURE, 'projects', `${id}.md`);
    assert.ok(readFileSync(source, 'utf8').includes(text), `${source} no longer says ${text}`);
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.keyboard.press('Control+k');
    await box(page).fill(word);
    const result = page.locator(`#busca-resultados [role="option"][data-url="${caseStudyPath(id, 'pt-BR')}"]`);
    const nodes = await result
      .locator('.search-result__snippet')
      .evaluate((snippet) => [...snippet.childNodes].map((node) => [node.nodeName, node.textContent ?? '']));
    const shown = JSON.stringify(nodes);
    assert.ok(
      nodes.every(([name]) => name === '#text' || name === 'MARK'),
      shown,
    );
    const at = nodes.findIndex(([name, words]) => name === 'MARK' && words === word);
    assert.ok(nodes[at - 1]?.[1].endsWith(before) && nodes[at + 1]?.[1].startsWith(after), shown);
    assert.deepEqual(problems, []);
  });
});
