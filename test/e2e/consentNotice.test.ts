// WCAG 2.2 with the consent notice open (issue 35): every Tab stop stays clear of what is fixed on
// the screen (SC 2.4.11 Focus Not Obscured), the notice's controls come first, and the page as the
// browser holds it after hydration keeps the rules of HTML that scripts can break.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { ui as en } from '../../src/catalogues/en';
import { consentUi as ptConsent } from '../../src/catalogues/consent/pt-BR';
import { consentUi as enConsent } from '../../src/catalogues/consent/en';
import { allHydrated } from '../support/hydration';
import { buildVariant } from '../support/builds';
import { atRest, DESKTOP, MOBILE, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { siteTranslation } from '../support/content';
import { pageMarkupProblems } from '../support/markupRules';

/**
 * Run in the page: the share of an element a reader cannot see, sampled on a grid of points: those
 * outside the viewport, and those where something fixed on the screen (a fixed or sticky element, or
 * a part of one) is painted on top (what the browser would hit there is neither the element nor
 * inside it), with the names of what covers it. Only points inside such an element's box are hit
 * tested: 400 hit tests cost the page ~55 ms a Tab stop here, and most stops meet nothing fixed.
 */
function hiddenShare(element: Element): { share: number; by: string[] } {
  const box = element.getBoundingClientRect();
  const fixedBoxes = [...document.querySelectorAll('body *')]
    .filter((candidate) => ['fixed', 'sticky'].includes(getComputedStyle(candidate).position) && !candidate.contains(element))
    .flatMap((fixed) => [fixed, ...fixed.querySelectorAll('*')].map((part) => part.getBoundingClientRect()));
  const underFixed = (x: number, y: number) =>
    fixedBoxes.some((fixed) => x >= fixed.left && x < fixed.right && y >= fixed.top && y < fixed.bottom);
  const GRID = 20;
  let hidden = 0;
  const by = new Set<string>();
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      const x = box.left + ((column + 0.5) * box.width) / GRID;
      const y = box.top + ((row + 0.5) * box.height) / GRID;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        hidden++;
        by.add('the viewport');
        continue;
      }
      if (!underFixed(x, y)) continue;
      // An ancestor there shows through a rounded corner: it does not cover the element.
      const top = document.elementFromPoint(x, y);
      if (top && (element.contains(top) || top.contains(element))) continue;
      hidden++;
      const cover = top?.closest('[id], [class]');
      by.add(cover ? `${cover.localName}${cover.id ? `#${cover.id}` : ''}.${cover.classList[0] ?? ''}` : 'nothing');
    }
  }
  return { share: hidden / (GRID * GRID), by: [...by] };
}

const editions = [{ path: '/', ui: pt }, ...(siteTranslation ? [{ path: '/en/', ui: en }] : [])];
/** The notice's words in the edition of this catalogue. */
const consentOf = (ui: typeof pt) => (ui === pt ? ptConsent : enConsent);

describe('with the consent notice open', () => {
  const site = useSite(() => buildVariant({ GA_MEASUREMENT_ID: 'G-TEST123' }));

  /** An edition's page with the notice open and every part hydrated (focus reaches each as it is). */
  async function openWithNotice(path: string, ui: typeof pt, options: BrowserContextOptions): Promise<{ page: Page; problems: string[] }> {
    const watched = await openPage(site.browser, { reducedMotion: 'reduce', ...options });
    await watched.page.goto(`${site.url}${path}`);
    await settled(watched.page);
    await watched.page.getByRole('region', { name: consentOf(ui).label }).waitFor();
    await allHydrated(watched.page);
    return watched;
  }

  for (const { path, ui } of editions) {
    for (const [size, device, colorScheme] of [
      ['375x812', MOBILE, 'dark'],
      ['1280x800', DESKTOP, 'light'],
    ] as const) {
      test(`${path} at ${size}: the notice's controls first, then every Tab stop at most 10 % hidden`, async () => {
        const { page, problems } = await openWithNotice(path, ui, { ...device, colorScheme });
        await page.evaluate(`window.hiddenShare = ${hiddenShare.toString()}`);
        const stops: { label: string; hidden: number; by: string[]; inNotice: boolean }[] = [];
        for (let step = 0; step < 150; step++) {
          await page.keyboard.press('Tab');
          await atRest(page);
          const stop = await page.evaluate((label) => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const { share, by } = (window as unknown as { hiddenShare: typeof hiddenShare }).hiddenShare(element);
            const name =
              element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
            return { label: name.trim().slice(0, 40), hidden: share, by, inNotice: element.closest(`[aria-label="${label}"]`) !== null };
          }, consentOf(ui).label);
          // Past the last control focus leaves the page, or wraps to the first.
          if (!stop || (stops.length > 0 && stop.label === stops[0].label)) break;
          stops.push(stop);
        }
        assert.deepEqual(
          stops.slice(0, 3).map(({ label, inNotice }) => [label, inNotice]),
          [
            [ui.footer.privacy, true],
            [consentOf(ui).accept, true],
            [consentOf(ui).refuse, true],
          ],
          'the notice first',
        );
        assert.equal(stops[3]?.label, ui.skipLink, 'then the skip link');
        assert.ok(stops.length > 30, `only ${stops.length} stops`);
        const obscured = stops
          .filter((stop) => stop.hidden > 0.1)
          .map((stop) => `${stop.label}: ${Math.round(stop.hidden * 100)} % (${stop.by.join(', ')})`);
        assert.deepEqual(obscured, []);
        assert.deepEqual(problems, []);
      });
    }

    test(`${path} hydrated: no block in a paragraph, no reference to a missing id, notice, dialog and menu open`, async () => {
      const { page, problems } = await openWithNotice(path, ui, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const check = async (state: string) => assert.deepEqual(await pageMarkupProblems(page), [], state);
      await check('notice open');
      const notice = page.getByRole('region', { name: consentOf(ui).label });
      await notice.getByRole('button', { name: ui.footer.privacy }).click();
      await page.getByRole('dialog').waitFor();
      await check("the notice's privacy dialog open");
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('contentinfo').getByRole('button', { name: ui.footer.terms }).click();
      await page.getByRole('dialog').waitFor();
      await check('the terms dialog open');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: ui.header.menu }).click();
      await page.locator('.nav-list--open').waitFor();
      await check('the menu open');
      assert.deepEqual(problems, []);
    });
  }
});
