import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { allHydrated } from '../support/hydration';
import { openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { siteContent } from '../support/content';

const MAX_PAGES = 3;

/** The page as Chromium prints it on A4: its text, page by page. */
async function printedPages(page: Page): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4' });
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(
      items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

describe('the page printed as a CV (Chromium, A4 PDF)', () => {
  const site = useSite();

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`printed from the ${colorScheme} theme without scrolling: every section and project, no controls, at most ${MAX_PAGES} pages`, async () => {
      const { page, problems } = await openPage(site.browser, { colorScheme });
      await page.goto(`${site.url}/`);
      await settled(page);
      // What the screen shows that paper must not: read from the page, not written again here.
      const headings = await page.locator('main h2').allTextContents();
      const controls = [
        await page.locator('.skip-link').textContent(),
        await page.locator('.contact-form__title').textContent(),
        await page.locator('.contact-form button[type="submit"]').textContent(),
        await page.getByRole('button', { name: 'Imprimir currículo' }).textContent(),
        ...(await page.locator('#site-header nav a').allTextContents()).filter(
          (label) => !headings.some((heading) => heading.includes(label)),
        ),
      ];

      const pages = await printedPages(page);
      const text = pages.join(' ');
      // Long addresses break across lines on paper.
      const unbroken = text.replace(/\s+/g, '');
      assert.ok(pages.length <= MAX_PAGES, `${pages.length} pages`);
      assert.ok(headings.length >= 5, headings.join(', '));
      for (const heading of headings) assert.ok(text.includes(heading), `heading "${heading}" missing`);
      for (const { title } of siteContent.projects) assert.ok(text.includes(title), `project "${title}" missing`);
      assert.ok(text.includes(siteContent.owner.name));
      for (const control of controls) assert.ok(control && !text.includes(control.trim()), `"${control}" printed`);
      // Links carry their address on paper.
      for (const url of [
        siteContent.owner.githubUrl,
        siteContent.owner.linkedinUrl,
        ...siteContent.projects.map(({ githubUrl }) => githubUrl),
      ]) {
        assert.ok(unbroken.includes(url), `${url} not printed`);
      }

      await page.emulateMedia({ media: 'print' });
      const ink = await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor]);
      assert.deepEqual(ink, ['rgb(0, 0, 0)', 'rgb(255, 255, 255)'], 'black on white whatever the theme');
      assert.deepEqual(problems, []);
    });
  }

  test('"Imprimir currículo" opens the browser\'s print dialog', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => void counted.printCalls++;
    });
    await page.goto(`${site.url}/`);
    const button = page.getByRole('button', { name: 'Imprimir currículo' });
    // A click while the block is still sliding in, or not yet hydrated, could land beside the button.
    await button.scrollIntoViewIfNeeded();
    await allHydrated(page, ['sobre-mim']);
    await page.waitForFunction(
      () =>
        !document.getElementById('sobre-mim')!.querySelector('.reveal-hidden') &&
        document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await button.click();
    await page.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls === 1);
    assert.deepEqual(problems, []);
  });
});
