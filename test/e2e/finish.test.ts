// The details a designer checks, measured in Chromium on the demo fixture (issue 71): code at a size
// that holds beside the text, the CV button on a phone, project cards whose links line up, a table that
// fits its column, the not-found page's spacing, the footer's lines, the notes' separator, the
// availability dot, the menu's scrim, and what stays in view around a modal dialog.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ui as en } from '../../src/catalogues/en';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { caseStudyPath, notesListPath } from '../../src/lib/pagePaths';
import { siteCaseStudies, siteNotes, siteTranslation } from '../support/content';
import { openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';

const EDITIONS = [{ root: '/', ui: pt }, ...(siteTranslation ? [{ root: '/en/', ui: en }] : [])];
const PHONES = [320, 390];
/** A phone's screen; a test that resizes its page keeps to plain viewports (`narrow`). */
const phone = (width: number, height = 844) => ({
  viewport: { width, height },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce' as const,
});
const narrow = (width: number) => ({ viewport: { width, height: 844 }, reducedMotion: 'reduce' as const });

/** Run in the page: the boxes of the elements matching `selector`, as plain numbers. */
const boxes = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    }),
  );

/** Groups boxes by the row they sit in (the same top, to the pixel). */
function rows<T extends { top: number }>(items: T[]): T[][] {
  const byTop = new Map<number, T[]>();
  for (const item of items) byTop.set(Math.round(item.top), [...(byTop.get(Math.round(item.top)) ?? []), item]);
  return [...byTop.values()];
}

describe('the finishing details in Chromium', () => {
  const site = useSite();

  test('code: a block at 14 px or more, inline code 0.85 to 0.95 of its own text, on a phone and a desktop', async () => {
    assert.ok(siteCaseStudies.length > 0, 'the fixture has no case study');
    for (const width of [390, 1366]) {
      const { page, problems } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.url}${caseStudyPath(siteCaseStudies[0], 'pt-BR')}`);
      const sizes = await page.evaluate(() => ({
        blocks: [...document.querySelectorAll('.prose pre code')].map((code) => parseFloat(getComputedStyle(code).fontSize)),
        inline: [...document.querySelectorAll('.prose :not(pre) > code')].map(
          (code) => parseFloat(getComputedStyle(code).fontSize) / parseFloat(getComputedStyle(code.parentElement!).fontSize),
        ),
      }));
      assert.ok(sizes.blocks.length > 0 && sizes.inline.length > 0, 'the case study has no code to measure');
      assert.deepEqual(
        sizes.blocks.filter((size) => size < 14),
        [],
        `${width} px: code blocks under 14 px`,
      );
      assert.deepEqual(
        sizes.inline.filter((ratio) => ratio < 0.85 || ratio > 0.95),
        [],
        `${width} px: inline code out of proportion`,
      );
      assert.deepEqual(problems, []);
    }
  });

  for (const { root } of EDITIONS) {
    test(`${root}: the CV button says "PDF" once and fills no more than its words, at ${[...PHONES, 1366].join(', ')} px`, async () => {
      const { page, problems } = await openPage(site.browser, narrow(320));
      await page.goto(`${site.url}${root}`);
      for (const width of [...PHONES, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        const button = await page.locator('.cv-links a[download]').evaluate((link) => {
          const label = link.querySelector('.cv-links__label')!;
          const size = link.querySelector('.cv-links__size')!;
          const style = getComputedStyle(link);
          const inner = link.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
          const words = [...label.childNodes].map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return range.getBoundingClientRect();
          });
          const text = (link as HTMLElement).innerText;
          return {
            pdf: text.match(/PDF/g)?.length ?? 0,
            // The size under the label: then no rule may start its line.
            ruleStartsLine: words[1].top >= words[0].bottom - 1 && parseFloat(getComputedStyle(size).borderInlineStartWidth) > 0,
            emptyRight: inner - Math.max(...words.map((word) => word.right)),
            overflows: link.scrollWidth > link.clientWidth,
          };
        });
        assert.equal(button.pdf, 1, `${width} px: "PDF" shown ${button.pdf} times`);
        assert.equal(button.ruleStartsLine, false, `${width} px: the size's rule starts a line`);
        assert.ok(button.emptyRight < 2, `${width} px: ${Math.round(button.emptyRight)} px empty after the words`);
        assert.equal(button.overflows, false, `${width} px: the words overflow the button`);
      }
      assert.deepEqual(problems, []);
    });
  }

  test('project cards: in every row, the case-study links and the buttons share a line; every title reads alike', async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`);
    await settled(page);
    for (const width of [768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page.$$eval('.project-card', (elements) =>
        elements.map((card) => {
          const bottomOf = (selector: string) => card.querySelector(selector)?.getBoundingClientRect().bottom;
          return {
            top: card.getBoundingClientRect().top,
            caseStudy: bottomOf('.project-card__case-study'),
            actions: bottomOf('.project-card__actions'),
          };
        }),
      );
      const multiCardRows = rows(cards).filter((row) => row.length > 1);
      assert.ok(multiCardRows.length > 0, `${width} px: no row of cards`);
      for (const row of multiCardRows) {
        assert.equal(new Set(row.map((card) => Math.round(card.actions!))).size, 1, `${width} px: buttons at different heights`);
        const links = row.flatMap((card) => (card.caseStudy === undefined ? [] : [Math.round(card.caseStudy)]));
        assert.ok(new Set(links).size <= 1, `${width} px: case-study links at ${links.join(', ')}`);
      }
    }
    const looks = await page.$$eval('.project-card__title', (titles) =>
      titles.map((title) => {
        const text = title.querySelector('a') ?? title;
        const style = getComputedStyle(text);
        return `${style.color} ${style.textDecorationLine}`;
      }),
    );
    assert.ok(await page.locator('.project-card__title a').count(), 'no title leads to a case study in the fixture');
    assert.equal(new Set(looks).size, 1, `titles look different: ${[...new Set(looks)].join(' / ')}`);
    assert.deepEqual(problems, []);
  });

  test('a case study on a phone: nothing wider than the screen, the table fits its box, a box that scrolls is a named, focusable region', async () => {
    for (const width of PHONES) {
      const { page, problems } = await openPage(site.browser, phone(width));
      await page.goto(`${site.url}${caseStudyPath(siteCaseStudies[0], 'pt-BR')}`);
      const layout = await page.evaluate(() => {
        const scrolls = (box: Element) => box.scrollWidth > box.clientWidth;
        return {
          sideways: document.documentElement.scrollWidth - innerWidth,
          tables: [...document.querySelectorAll('.prose__scroll:has(> table)')].map(scrolls),
          unnamed: [...document.querySelectorAll('.prose__scroll')]
            .filter((box) => scrolls(box) && !(box.getAttribute('tabindex') === '0' && box.getAttribute('aria-label')))
            .map((box) => box.textContent.slice(0, 30)),
        };
      });
      assert.equal(layout.sideways, 0, `${width} px: the page scrolls sideways`);
      assert.ok(layout.tables.length > 0, 'the case study has no table');
      // The fixture's tables fit a phone once their headings may wrap (one was 367 px in a 356 px box).
      assert.deepEqual(
        layout.tables,
        layout.tables.map(() => false),
        `${width} px: a table scrolls in its box`,
      );
      assert.deepEqual(layout.unnamed, [], `${width} px: a box scrolls without a name or focus`);
      assert.deepEqual(problems, []);
    }
  });

  test('not found: the digits stand clear of the heading, on a phone and a desktop', async () => {
    for (const width of [390, 1366]) {
      const { page, problems, expectNotFound } = await openPage(site.browser, { viewport: { width, height: 900 } });
      expectNotFound(`${site.url}/404`);
      await page.goto(`${site.url}/404`);
      const [[digits], [heading]] = [await boxes(page, '.not-found__code'), await boxes(page, '.not-found__title')];
      assert.ok(heading.top - digits.bottom >= 16, `${width} px: ${heading.top - digits.bottom} px between the digits and the heading`);
      assert.deepEqual(problems, []);
    }
  });

  for (const { root, ui } of EDITIONS) {
    test(`${root}: the footer's links in balanced lines on phones`, async () => {
      const { page, problems } = await openPage(site.browser, narrow(320));
      await page.goto(`${site.url}${root}`);
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 844 });
        const lines = rows(await boxes(page, '.footer__links > li')).map((line) => line.length);
        assert.ok(
          Math.max(...lines) - Math.min(...lines) <= 1,
          `${width} px: ${lines.join(' + ')} links a line (${ui.footer.contact} alone?)`,
        );
      }
      assert.deepEqual(problems, []);
    });
  }

  test("the notes' list: the dates' separator never ends a line", async () => {
    assert.ok(siteNotes['pt-BR'].length > 0, 'the fixture has no note');
    for (const width of [320, 360, 390]) {
      const { page, problems } = await openPage(site.browser, phone(width));
      await page.goto(`${site.url}${notesListPath('pt-BR')}`);
      const dangling = await page.$$eval('.note-dates', (paragraphs) =>
        paragraphs.flatMap((paragraph) => {
          const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.indexOf('·');
            if (at < 0) continue;
            const rectOf = (offset: number) => {
              const range = document.createRange();
              range.setStart(node, offset);
              range.setEnd(node, offset + 1);
              return range.getBoundingClientRect();
            };
            // The next letter after the separator and its space, in this text node or the next one.
            const after = node.textContent!.slice(at + 1).search(/\S/);
            const next = after >= 0 ? rectOf(at + 1 + after) : (walker.nextNode()?.parentElement?.getBoundingClientRect() ?? null);
            return next && Math.abs(next.top - rectOf(at).top) > 2 ? [paragraph.textContent] : [];
          }
          return [];
        }),
      );
      assert.deepEqual(dangling, [], `${width} px`);
      assert.deepEqual(problems, []);
    }
  });

  test("the availability dot's halo stays inside the text column", async () => {
    for (const width of [320, 1366]) {
      const { page, problems } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.url}/`);
      const { dot, column, halo } = await page.evaluate(() => {
        const element = document.querySelector('.hero__dot')!;
        const spread = getComputedStyle(element).boxShadow.match(/(\d+(?:\.\d+)?)px(?![^)]*\))\s*$/)?.[1];
        return {
          dot: element.getBoundingClientRect().left,
          column: element.closest('.hero__facts')!.getBoundingClientRect().left,
          halo: Number(spread ?? 0),
        };
      });
      assert.ok(halo > 0, 'the dot has no halo to measure');
      assert.ok(dot - halo >= column, `${width} px: the halo sticks ${column - (dot - halo)} px out`);
      assert.deepEqual(problems, []);
    }
  });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`the open menu has a scrim over the page, which closes it when tapped (motion: ${reducedMotion})`, async () => {
      const { page, problems } = await openPage(site.browser, { ...phone(390), reducedMotion });
      await page.goto(`${site.url}/`);
      await settled(page);
      const menu = page.getByRole('button', { name: pt.header.menu });
      await menu.click();
      await page.locator('.nav-list--open').waitFor();
      const scrim = await page.evaluate(() => {
        const panel = document.querySelector('.nav-list--open')!.getBoundingClientRect();
        const under = document.elementFromPoint(innerWidth / 2, (panel.bottom + innerHeight) / 2)!;
        const style = getComputedStyle(under);
        return { className: under.className, background: style.backgroundColor, animation: style.animationName };
      });
      assert.equal(scrim.className, 'header__scrim', 'the page under the panel is not covered');
      assert.notEqual(scrim.background, 'rgba(0, 0, 0, 0)');
      assert.equal(scrim.animation, reducedMotion === 'reduce' ? 'none' : 'scrim-in');
      await page.mouse.click(195, 800);
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.locator('.header__scrim').count(), 0);
      assert.deepEqual(problems, []);
    });
  }

  test('a modal dialog on a phone: the scroll-to-top button hides behind nothing, and the close button stays in view', async () => {
    // Short enough that the privacy text scrolls inside its dialog.
    const { page, problems } = await openPage(site.browser, phone(390, 420));
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const toTop = page.locator('.scroll-top');
    await page.locator('.scroll-top--visible').waitFor();
    await page.getByRole('button', { name: pt.footer.privacy }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('.dialog__title').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.scroll-top')!).visibility === 'hidden');
    assert.equal(await toTop.isVisible(), false, 'the scroll-to-top button shows beside the dialog');

    const closeInView = () =>
      dialog.evaluate((element) => {
        const frame = element.getBoundingClientRect();
        const close = element.querySelector('.dialog__close')!.getBoundingClientRect();
        const hit = document.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2);
        return close.top >= frame.top && close.bottom <= frame.bottom && !!hit?.closest('.dialog__close');
      });
    assert.ok(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight), 'the dialog does not scroll');
    assert.equal(await closeInView(), true, 'before scrolling');
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    assert.equal(await closeInView(), true, 'after scrolling to the end of the text');

    await page.keyboard.press('Escape');
    await page.locator('.scroll-top--visible').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.scroll-top')!).visibility === 'visible');
    assert.deepEqual(problems, []);
  });
});
