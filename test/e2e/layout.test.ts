import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, useSite } from '../support/browser';

/** Rows of boxes, by their top edge: [left, right] of each box of a row. */
async function rows(page: Page, selector: string): Promise<[number, number][][]> {
  const boxes = await page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
  const byTop = new Map<number, [number, number][]>();
  for (const box of boxes) byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), [box.left, box.right]]);
  return [...byTop.values()];
}

/** Left and right edges of the content column (the container's box inside its padding). */
const contentEdges = (page: Page) =>
  page.locator('#sobre-mim .container').evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)] as const;
  });

describe('page layout in Chromium', () => {
  const site = useSite();

  test('on a phone the hero starts under the header and shows the profile links in the first screen', async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}/`);
    const header = await page.locator('#site-header').evaluate((element) => element.getBoundingClientRect().bottom);
    const greeting = await page.locator('.hero__greeting').evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(greeting - header <= 80, `a blank band of ${greeting - header} px under the header`);
    const profiles = await page.getByRole('list', { name: 'Perfis' }).evaluate((element) => element.getBoundingClientRect().bottom);
    assert.ok(profiles <= 844, `the profile links end at ${profiles} px, below the first screen`);
    assert.deepEqual(problems, []);
  });

  for (const width of [390, 800, 1366]) {
    test(`skill groups at ${width} px: every row spans the content column, none left alone beside a gap`, async () => {
      const { page, problems } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.url}/`);
      const [left, right] = await contentEdges(page);
      for (const row of await rows(page, '#habilidades-tecnicas .skill-group')) {
        const start = Math.min(...row.map(([from]) => from));
        const end = Math.max(...row.map(([, to]) => to));
        assert.ok(Math.abs(start - left) <= 1 && Math.abs(end - right) <= 1, `a row from ${start} to ${end} px in a column from ${left} to ${right} px`);
      }
      assert.deepEqual(problems, []);
    });
  }

  test("on a desktop the footer's first link starts on the content's edge", async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await page.goto(`${site.url}/`);
    const [left] = await contentEdges(page);
    const text = await page.locator('.footer__link').first().evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    });
    assert.ok(Math.abs(text - left) <= 1, `the footer's text starts at ${text} px, the content at ${left} px`);
    assert.deepEqual(problems, []);
  });
});
