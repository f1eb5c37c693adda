// The design's promises in Chromium (issue 40), at the widths a recruiter's screens have, in both themes
// and editions: no filter chip cut off by the screen, no "+N" chip alone on a line, skill cards as tall
// as their lists, the CV's size inside its own link, disabled buttons that are not dashed outlines; and
// the display face arriving late moves nothing, whatever the owner's name (issue 62).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { siteCaseStudies, siteNotes, siteTranslation } from '../support/content';
import { allHydrated } from '../support/hydration';
import { holdFonts, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { caseStudyPath, notePath } from '../../src/lib/pagePaths';

const WIDTHS = [320, 390, 768, 1024, 1366];
const EDITIONS = ['/', ...(siteTranslation ? ['/en/'] : [])];
/** The most empty space a skill card may keep below its last bar (its padding included). */
const SKILL_CARD_SLACK_PX = 24;
/**
 * Owners' names of 5, 15, 25 and 40 characters, set in the hero while the display face is on its way. The
 * 15 fitted one line at 390 px in the fallback face and wrapped to two in the display face (issue 62).
 */
const OWNER_NAMES = ['Bo Wu', 'Camila Yamamoto', 'Fernanda Albuquerque Lins', 'Maximilian Oberhauser-Wittgenstein Silva'];

/** What breaks a promise of the layout on the page as it is now, each as a sentence. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const problems: string[] = [];
    const box = (element: Element) => element.getBoundingClientRect();
    const scrolls = (element: Element | null) =>
      element !== null && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth;
    for (const chip of document.querySelectorAll('.filter-bar__button')) {
      const { left, right } = box(chip);
      if ((left < 0 || right > innerWidth) && !scrolls(chip.parentElement))
        problems.push(`filter chip "${chip.textContent}" cut at ${left}..${right}`);
    }
    for (const more of document.querySelectorAll('.tag-list .tag--muted')) {
      const sameLine = [...(more.closest('.tag-list')?.querySelectorAll('.tag') ?? [])].some(
        (tag) => tag !== more && Math.abs(box(tag).top - box(more).top) < 2,
      );
      if (!sameLine) problems.push(`"${more.textContent}" alone on its line`);
    }
    for (const card of document.querySelectorAll('.skill-group')) {
      const bars = card.querySelectorAll('.skill');
      const last = bars[bars.length - 1];
      if (!last) continue;
      const empty = box(card).bottom - box(last).bottom - parseFloat(getComputedStyle(card).borderBottomWidth);
      if (empty > slack)
        problems.push(`skill card "${card.querySelector('h3')?.textContent}" keeps ${Math.round(empty)} px below its last bar`);
    }
    for (const size of document.querySelectorAll('.cv-links__size')) {
      if (!size.closest('a[download]')) problems.push('the CV size is outside its link');
    }
    for (const button of document.querySelectorAll('button:disabled, .button:disabled')) {
      const style = getComputedStyle(button);
      if ([style.borderTopStyle, style.outlineStyle].includes('dashed')) problems.push(`disabled "${button.textContent}" is dashed`);
    }
    return problems;
  }, SKILL_CARD_SLACK_PX);
}

describe('the design in Chromium', () => {
  const site = useSite();

  for (const root of EDITIONS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${root} ${colorScheme}: at ${WIDTHS.join(', ')} px, chips, tags, skill cards, the CV link and disabled buttons keep their promises`, async () => {
        const { page, problems } = await openPage(site.browser, { colorScheme, reducedMotion: 'reduce' });
        await page.goto(`${site.url}${root}`);
        await settled(page);
        // The form's submit is disabled until the form is complete: there is one to check.
        assert.ok((await page.locator('button:disabled').count()) > 0, 'no disabled button on the page');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          assert.deepEqual(await layoutProblems(page), [], `${width} px`);
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, `${width} px: scrolls sideways`);
        }
        assert.deepEqual(problems, []);
      });
    }
  }

  /** What the display face arriving moved: the layout shifts summed, and each heading whose height changed. */
  interface Swap {
    shift: number;
    resized: string[];
  }

  /**
   * Loads `path` with the display face held back until after the first paint, sets each of `names` in a
   * copy of the hero's name (same element, same rules, one load for them all), then lets the face in.
   */
  async function whenTheFontArrives(page: Page, path: string, names: readonly string[] = []): Promise<Swap> {
    const release = await holdFonts(page);
    await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((list, observer) => {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'paint', buffered: true }),
        ),
    );
    assert.equal(await page.evaluate(() => document.fonts.check('600 1em Fraunces')), false, 'the face was there before the first paint');
    // React owns the hero: a copy there before it hydrates would not match the markup it hydrates.
    if (names.length > 0) await allHydrated(page);
    await page.evaluate(async (names) => {
      const hero = document.querySelector('.hero__name');
      for (const name of names.toReversed()) {
        if (!hero) throw new Error('no hero name to copy');
        const copy = hero.cloneNode() as Element;
        copy.removeAttribute('id');
        copy.textContent = name;
        hero.after(copy);
      }
      // The names' own shift is laid out and painted before the count starts.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const swap = { shifts: 0, headings: [...document.querySelectorAll('h1, h2, h3')] };
      (window as unknown as { swap: typeof swap }).swap = swap;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) swap.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    }, names);
    const heights = () =>
      page.evaluate(() =>
        (window as unknown as { swap: { headings: Element[] } }).swap.headings.map(
          (heading) => [heading.textContent, heading.getBoundingClientRect().height] as const,
        ),
      );
    const before = await heights();
    release();
    await page.waitForFunction(() => document.fonts.check('600 1em Fraunces'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await heights();
    return {
      shift: await page.evaluate(() => (window as unknown as { swap: { shifts: number } }).swap.shifts),
      resized: before.flatMap(([text, height], index) =>
        after[index][1] === height ? [] : [`"${text}": ${height} -> ${after[index][1]} px`],
      ),
    };
  }

  const articles = [
    ...(siteNotes['pt-BR'].length > 0 ? [notePath(siteNotes['pt-BR'][0].slug, 'pt-BR')] : []),
    ...(siteCaseStudies.length > 0 ? [caseStudyPath(siteCaseStudies[0], 'pt-BR')] : []),
  ];
  // The owners' names at every width; the articles' headings and the not-found page's "404", set by the
  // same faces, at a phone's and a desktop's.
  const ARTICLE_WIDTHS = [390, 1366];
  const NOT_FOUND = '/404';
  for (const width of [...WIDTHS, 1440]) {
    const pages = ['/', ...(ARTICLE_WIDTHS.includes(width) ? [...articles, NOT_FOUND] : [])];
    test(`the display face arriving after the first paint moves nothing, at ${width} px: ${pages.join(', ')}, owners' names of 5 to 40 characters`, async () => {
      for (const path of pages) {
        const { page, problems, expectNotFound } = await openPage(site.browser, {
          viewport: { width, height: 844 },
          reducedMotion: 'reduce',
        });
        if (path === NOT_FOUND) expectNotFound(`${site.url}${path}`);
        assert.deepEqual(await whenTheFontArrives(page, path, path === '/' ? OWNER_NAMES : []), { shift: 0, resized: [] }, path);
        assert.deepEqual(problems, []);
        await page.context().close();
      }
    });
  }
});
