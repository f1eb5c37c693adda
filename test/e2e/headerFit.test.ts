// The header fits at every width, in both editions: nothing wraps, nothing leaves the screen (issue 45),
// with the content's sections however many they are (past what the width holds, the menu button).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { siteTranslation } from '../support/content';

const WIDTHS = [320, 360, 390, 480, 600, 700, 768, 769, 800, 860, 900, 1000, 1024, 1100, 1199, 1200, 1280, 1366, 1440];
const EDITIONS = ['/', ...(siteTranslation ? ['/en/'] : [])];

describe('the header at every width', () => {
  const site = useSite();

  for (const path of EDITIONS) {
    test(`${path}: from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px, each control on the screen, each entry on one line`, async () => {
      const { page, problems } = await openPage(site.browser, { viewport: { width: WIDTHS[0], height: 800 } });
      await page.goto(`${site.url}${path}`);
      await settled(page);
      const misfits: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // The layout, the header's own measure of it (a resize observer), and the layout that follows.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const found = await page.evaluate(() => {
          const screen = document.documentElement.clientWidth;
          const shown = [...document.querySelectorAll<HTMLElement>('#site-header a, #site-header button')].filter(
            (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
          );
          const name = (element: HTMLElement) => element.getAttribute('aria-label') ?? element.textContent ?? '';
          const lines = (element: HTMLElement) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size;
          };
          return [
            ...shown
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.left < -0.5 || box.right > screen + 0.5;
              })
              .map((element) => `${name(element)} leaves the screen`),
            ...shown
              .filter((element) => element.matches('.nav-list__link') && lines(element) > 1)
              .map((element) => `${name(element)} wraps`),
            // The entries' room clips them (src/styles/header.css): one cut off there is not on the screen either.
            ...shown
              .filter((element) => {
                const room = element.closest('.header__nav')?.getBoundingClientRect();
                const box = element.getBoundingClientRect();
                return room && (box.left < room.left - 0.5 || box.right > room.right + 0.5);
              })
              .map((element) => `${name(element)} is cut off`),
          ];
        });
        misfits.push(...found.map((misfit) => `${width} px: ${misfit}`));
      }
      assert.deepEqual(misfits, []);
      assert.deepEqual(problems, []);
    });
  }
});
