// A code block's copy button in Chromium (issue 62): on a phone as narrow as 320 px as on a desktop, it
// covers none of the code, however long the block's first line, and nothing moves when the page's script
// arrives; without JavaScript, no room is kept for it. The fixture's note has a one-line block longer
// than any screen, a block whose first line is, and a short one.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { notePath } from '../../src/lib/pagePaths';
import { ROOT } from '../../tools/projectPaths';
import { buildVariant } from '../support/builds';
import { DESKTOP, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';

const FIXTURE = join(ROOT, 'test/fixtures/owners/long-code');
const NOTE = notePath('linhas-longas', 'pt-BR');
const BLOCKS = 3;
const PHONES = [320, 390].map((width) => ({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true }));

/** Run in the page: for each code block, the text of its code that its button's box meets. */
function coveredCode(): string[][] {
  return [...document.querySelectorAll('.code-block')].map((block) => {
    const button = block.querySelector('.code-block__copy')!.getBoundingClientRect();
    const walker = document.createTreeWalker(block.querySelector('pre > code')!, NodeFilter.SHOW_TEXT);
    const covered: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const meets = [...range.getClientRects()].some(
        (rect) => rect.left < button.right && rect.right > button.left && rect.top < button.bottom && rect.bottom > button.top,
      );
      if (meets) covered.push(node.textContent!);
    }
    return covered;
  });
}

/** Where each block's code and box are on the page (from its top), once the fonts are in. */
const places = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.querySelectorAll('.code-block')].map((block) => {
      const code = block.querySelector('pre > code')!.getBoundingClientRect();
      const box = block.getBoundingClientRect();
      return { code: [code.left, code.top + scrollY], box: [box.left, box.top + scrollY, box.width, box.height] };
    });
  });

describe("a code block's copy button", () => {
  const site = useSite(() => buildVariant({}, FIXTURE));

  for (const view of [...PHONES, DESKTOP]) {
    test(`at ${view.viewport.width} px it covers no code, the first line's end included`, async () => {
      const { page, problems } = await openPage(site.browser, view);
      await page.goto(`${site.url}${NOTE}`);
      await settled(page);
      assert.equal(await page.locator('.code-block__copy:visible').count(), BLOCKS);
      assert.deepEqual(await page.evaluate(coveredCode), Array(BLOCKS).fill([]));
      assert.deepEqual(problems, []);
    });
  }

  for (const view of PHONES) {
    test(`at ${view.viewport.width} px nothing moves when the page's script arrives`, async () => {
      const { page, problems } = await openPage(site.browser, view);
      // The page's scripts held: what shows first is the prerendered page with its head's class alone.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${site.url}${NOTE}`, { waitUntil: 'domcontentloaded' });
      const first = await places(page);
      assert.equal(await page.evaluate(() => (window as unknown as { __appStarted?: boolean }).__appStarted), undefined, 'started early');
      release();
      await settled(page);
      assert.deepEqual(await places(page), first);
      assert.deepEqual(problems, []);
    });
  }

  test('without JavaScript no button shows and no room is kept for one', async () => {
    const { page, problems } = await openPage(site.browser, { ...PHONES[0], javaScriptEnabled: false });
    await page.goto(`${site.url}${NOTE}`);
    assert.equal(await page.locator('.code-block__copy:visible').count(), 0);
    const paddings = await page
      .locator('.code-block pre')
      .evaluateAll((blocks) => blocks.map((pre) => getComputedStyle(pre).paddingTop === getComputedStyle(pre).paddingBottom));
    assert.deepEqual(paddings, Array(BLOCKS).fill(true));
    assert.deepEqual(problems, []);
  });
});
