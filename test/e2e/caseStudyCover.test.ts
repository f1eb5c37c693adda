// A case study's cover on the demo fixture (issue 72): on a slow link the cover arrives a request after
// the text, so on a phone it follows the contents, below the first screen, and the largest paint is the
// text's; on a wide screen the contents stand beside it. The demo's case studies all have a cover and
// contents: a case study too short for contents opens with its cover, which this does not check.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { caseStudyPath } from '../../src/lib/pagePaths';
import { siteCaseStudies } from '../support/content';
import { openPage } from '../support/pages';
import { useSite } from '../support/servedSite';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

/** The element of the last largest-paint entry, once the page has loaded. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const { element } = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          resolve(element?.closest('.article__cover') ? 'the cover' : (element?.tagName ?? 'none'));
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );

describe("a case study's cover", () => {
  const site = useSite();

  test("on a phone the largest paint is the text's, the cover after the contents; at 1366 px the contents beside the cover", async () => {
    let checked = 0;
    for (const id of siteCaseStudies) {
      const { page, problems } = await openPage(site.browser, PHONE);
      await page.goto(`${site.url}${caseStudyPath(id, 'pt-BR')}`, { waitUntil: 'load' });
      const order = await page.evaluate(() => {
        const cover = document.querySelector('.article__cover');
        const contents = document.querySelector('.article-contents');
        return cover && contents ? cover.compareDocumentPosition(contents) & Node.DOCUMENT_POSITION_PRECEDING : undefined;
      });
      if (order === undefined) continue;
      checked++;
      assert.ok(order, `${id}: the cover comes after the contents`);
      assert.notEqual(await largestPaint(page), 'the cover', `${id}: the largest paint on a phone`);
      await page.setViewportSize({ width: 1366, height: 900 });
      const [cover, contents, text] = await Promise.all(
        ['.article__cover', '.article-contents', '.article__reading > .prose'].map((selector) =>
          page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      assert.ok(Math.abs(cover.top - contents.top) <= 1, `${id}: the contents beside the cover`);
      assert.ok(text.top >= cover.bottom && Math.abs(text.left - cover.left) <= 1, `${id}: the text under the cover, in its column`);
      assert.deepEqual(problems, []);
    }
    assert.ok(checked > 0, 'a case study with a cover and contents');
  });
});
