// Reading an article in Chromium (issue 48): on every article of the content with three sections or
// more, its contents are there (beside the text on a wide screen, before it on a phone, plain links
// that work without JavaScript), a link lands on its heading (gliding, unless less motion is asked for),
// and the entry marked follows the scroll, down and back up, after a move inside the app too; on every
// article with code, each block's button copies exactly its code and says so to a screen reader, and
// shows only with the page's script; neither is printed, and nothing moves when the script arrives.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { articleUi as en } from '../../src/catalogues/articles/en';
import { articleUi as pt } from '../../src/catalogues/articles/pt-BR';
import type { Language } from '../../src/lib/editions';
import { siteArticles, type ArticleUnderTest } from '../support/articles';
import { DESKTOP, layoutShiftSinceLoad, MOBILE, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';

const WORDS: Record<Language, typeof pt> = { 'pt-BR': pt, en };
const withContents = siteArticles.filter((article) => article.sections.length >= 3);
const withCode = siteArticles.filter((article) => article.code.length > 0);
const noContents = withContents.length === 0 && 'no article of the content has three sections';

/** The entries of the page's contents: where each leads (the id, as written) and what it says. */
const entries = (page: Page) =>
  page
    .locator('nav.article-contents a')
    .evaluateAll((links) =>
      links.map((link) => ({ id: decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1)), text: link.textContent })),
    );
const markedEntries = (page: Page) => page.locator('nav.article-contents a[aria-current="true"]').allTextContents();

/** Whether the heading is where a section lands (below the header), or as near as the page's end lets it come. */
function isLanded(id: string): boolean {
  const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 2;
  const top = document.getElementById(id)!.getBoundingClientRect().top;
  return Math.abs(top - offset) < 2 || (atBottom && top > offset);
}

/** Scrolls at once so the section's heading is where a section lands; true when the page ends first. */
const scrollToHeading = (page: Page, id: string) =>
  page.evaluate((id) => {
    const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    window.scrollTo({ top: document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' });
    return window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 2;
  }, id);

/** Scrolls through the sections in this order, each entry marked in turn (the last once the page ends: the scroll-spy's rule). */
async function followsTheScroll(page: Page, article: ArticleUnderTest, order: number[]) {
  const last = article.sections.at(-1)!.text;
  for (const index of order) {
    const atBottom = await scrollToHeading(page, article.sections[index].id);
    const expected = atBottom ? last : article.sections[index].text;
    await page.waitForFunction((expected) => {
      const marked = [...document.querySelectorAll('nav.article-contents a[aria-current="true"]')].map((link) => link.textContent);
      return marked.length === 1 && marked[0] === expected;
    }, expected);
  }
}

describe('reading an article in Chromium', { skip: siteArticles.length === 0 && 'the content has no article' }, () => {
  const site = useSite();

  test(
    'contents on every article with three sections: titled, each section in order; beside the text on a wide screen, before it on a phone',
    { skip: noContents },
    async () => {
      for (const [view, beside] of [
        [DESKTOP, true],
        [MOBILE, false],
      ] as const) {
        const { page, problems } = await openPage(site.browser, { ...view, reducedMotion: 'reduce' });
        for (const article of withContents) {
          await page.goto(`${site.url}${article.path}`);
          await settled(page);
          await page.getByRole('navigation', { name: WORDS[article.language].contents, exact: true }).waitFor();
          assert.deepEqual(await entries(page), article.sections, article.path);
          const contents = (await page.locator('nav.article-contents').boundingBox())!;
          const text = (await page.locator('.prose').boundingBox())!;
          if (beside) {
            assert.ok(contents.x >= text.x + text.width, `${article.path}: the contents are not beside the text`);
            assert.ok(contents.y < text.y + text.height);
            // It stays in view as the text goes by.
            await scrollToHeading(page, article.sections.at(-1)!.id);
            assert.ok(await page.locator('nav.article-contents').isVisible());
            const box = (await page.locator('nav.article-contents').boundingBox())!;
            assert.ok(box.y >= 0 && box.y + box.height <= view.viewport.height, `${article.path}: the contents scrolled away`);
          } else {
            assert.ok(contents.y + contents.height <= text.y, `${article.path}: the contents are not before the text`);
          }
          assert.equal(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            0,
            `${article.path}: horizontal scroll`,
          );
        }
        assert.deepEqual(problems, []);
      }
    },
  );

  test(
    'a link of the contents lands on its heading: gliding there, at once when less motion is asked for',
    { skip: noContents },
    async () => {
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion });
        for (const article of withContents) {
          await page.goto(`${site.url}${article.path}`);
          await settled(page);
          assert.equal(
            await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
            reducedMotion === 'reduce' ? 'auto' : 'smooth',
          );
          const target = article.sections[1];
          await page.locator('nav.article-contents').getByRole('link', { name: target.text, exact: true }).click();
          // With less motion the jump is over when the click is; else it glides there.
          if (reducedMotion === 'reduce') assert.ok(await page.evaluate(isLanded, target.id), `${article.path}: not there at once`);
          else await page.waitForFunction(isLanded, target.id);
          assert.equal(decodeURIComponent(new URL(page.url()).hash.slice(1)), target.id);
          // Marked at once, and still once it is there.
          assert.deepEqual(await markedEntries(page), [target.text]);
        }
        assert.deepEqual(problems, []);
      }
    },
  );

  test('the entry marked follows the scroll, down and back up; after a move inside the app too', { skip: noContents }, async (t) => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion: 'reduce' });
    for (const article of withContents) {
      await page.goto(`${site.url}${article.path}`);
      await settled(page);
      const order = article.sections.map((_, index) => index);
      await followsTheScroll(page, article, [...order, ...[...order].reverse()]);
    }
    // A neighbouring page with contents, reached inside the app: its own contents follow its own sections.
    let moved = false;
    for (const article of withContents) {
      await page.goto(`${site.url}${article.path}`);
      await settled(page);
      const neighbours = await page
        .locator('.article__pager a')
        .evaluateAll((links) => links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).pathname)));
      const next = withContents.find((other) => neighbours.includes(other.path));
      if (!next) continue;
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      await page.locator('.article__pager a').nth(neighbours.indexOf(next.path)).click();
      await page.waitForURL(`**${next.path}`);
      await page.waitForFunction((first) => document.querySelector('nav.article-contents a')?.textContent === first, next.sections[0].text);
      assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'moved inside the app');
      const order = next.sections.map((_, index) => index);
      await followsTheScroll(page, next, [...order, ...[...order].reverse()]);
      moved = true;
      break;
    }
    if (!moved) t.diagnostic('no two neighbouring articles of the content have contents: a move between them is not checked');
    assert.deepEqual(problems, []);
  });

  test('without JavaScript: the contents are plain links that land on their headings; no copy button is shown', async () => {
    // Less motion: the jump is over when the click is (a page without scripts cannot be waited on).
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, javaScriptEnabled: false, reducedMotion: 'reduce' });
    for (const article of new Set([...withContents, ...withCode])) {
      await page.goto(`${site.url}${article.path}`);
      assert.equal(await page.locator('.code-block__copy').count(), article.code.length, article.path);
      for (const button of await page.locator('.code-block__copy').all()) assert.equal(await button.isVisible(), false, article.path);
      if (article.sections.length < 3) continue;
      const target = article.sections.at(-1)!;
      await page.locator('nav.article-contents').getByRole('link', { name: target.text, exact: true }).click();
      assert.ok(await page.evaluate(isLanded, target.id), `${article.path}: #${target.id}`);
      assert.equal(decodeURIComponent(new URL(page.url()).hash.slice(1)), target.id);
    }
    assert.deepEqual(problems, []);
  });

  test(
    "each code block's button copies exactly its code, and says so on itself and to a screen reader",
    { skip: withCode.length === 0 && 'no article of the content has code' },
    async () => {
      const { page, problems } = await openPage(site.browser, { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
      for (const article of withCode) {
        const { copyCode } = WORDS[article.language];
        await page.goto(`${site.url}${article.path}`);
        await settled(page);
        const buttons = page.locator('.code-block__copy');
        assert.equal(await buttons.count(), article.code.length, article.path);
        for (const [index, code] of article.code.entries()) {
          await page.evaluate(() => navigator.clipboard.writeText('-'));
          const button = buttons.nth(index);
          assert.equal(await button.textContent(), copyCode.copy);
          await button.click();
          await page.waitForFunction(([index, copied]) => document.querySelectorAll('.code-block__copy')[index].textContent === copied, [
            index,
            copyCode.copied,
          ] as const);
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code, `${article.path}: block ${index + 1}`);
          assert.equal(await page.getByRole('status').filter({ hasText: copyCode.copied }).count(), 1, 'announced');
        }
      }
      assert.deepEqual(problems, []);
    },
  );

  test(
    'a button pressed before its code has arrived copies once it has',
    { skip: withCode.length === 0 && 'no article of the content has code' },
    async () => {
      const { page, problems } = await openPage(site.browser, { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
      // The file of src/lib/articleReading.ts (tools/projectPaths.ts LAZY_MODULES), held until the press.
      const file = /\/assets\/articleReading-\w+\.js$/;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(file, async (route) => {
        await released;
        await route.continue();
      });
      const requested = page.waitForRequest(file);
      const [article] = withCode as [ArticleUnderTest];
      const { copyCode } = WORDS[article.language];
      await page.goto(`${site.url}${article.path}`);
      await page.waitForFunction(() => (window as unknown as { __appStarted?: boolean }).__appStarted === true);
      await requested;
      await page.evaluate(() => navigator.clipboard.writeText('-'));
      await page.locator('.code-block__copy').first().click();
      release();
      await page.waitForFunction((copied) => document.querySelector('.code-block__copy')!.textContent === copied, copyCode.copied);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), article.code[0]);
      assert.deepEqual(problems, []);
    },
  );

  test(
    'a clipboard that fails is said to have failed',
    { skip: withCode.length === 0 && 'no article of the content has code' },
    async () => {
      const { page, problems } = await openPage(site.browser, DESKTOP);
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
        }),
      );
      const [article] = withCode as [ArticleUnderTest];
      const { copyCode } = WORDS[article.language];
      await page.goto(`${site.url}${article.path}`);
      await settled(page);
      await page.locator('.code-block__copy').first().click();
      await page.getByRole('status').filter({ hasText: copyCode.failed }).waitFor({ state: 'attached' });
      assert.equal(await page.locator('.code-block__copy').first().textContent(), copyCode.failed);
      assert.deepEqual(problems, []);
    },
  );

  test('nothing moves when the script arrives; neither the contents nor a copy button is printed', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    for (const article of new Set([...withContents, ...withCode])) {
      await page.goto(`${site.url}${article.path}`);
      await settled(page);
      // The page's reading script has run: an entry is marked, or a press is answered.
      if (article.sections.length >= 3) await page.locator('nav.article-contents a[aria-current="true"]').waitFor();
      const shifts = await layoutShiftSinceLoad(page);
      assert.equal(shifts, 0, article.path);
      try {
        await page.emulateMedia({ media: 'print' });
        for (const selector of ['nav.article-contents', '.code-block__copy']) {
          for (const element of await page.locator(selector).all())
            assert.equal(await element.isVisible(), false, `${article.path}: ${selector} printed`);
        }
      } finally {
        await page.emulateMedia({ media: null });
      }
    }
    assert.deepEqual(problems, []);
  });
});
