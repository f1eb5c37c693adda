// An owner's long menu label: the header lays itself out at its first paint as it stays once the display
// face and the app have arrived (the app turns it compact where the entries do not fit): nothing moves
// while the page loads, in both editions and themes, at a laptop's widths.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildVariant } from '../support/builds';
import {
  contentFolder,
  copyMarkdownPages,
  copyTranslationModules,
  siteContent,
  siteTranslation,
  writeContentModule,
} from '../support/content';
import { holdFonts, layoutShiftSinceLoad, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import type { Section } from '../../src/collections/navigation';

/** One entry's label, in each edition: longer than the entries beside the header's buttons have room for at 1,280 px. */
const LONG_LABEL = { pt: 'Experiência profissional e muito mais', en: 'Professional experience and so much more' };
const WIDTHS = [1280, 1366];
const EDITIONS = [{ root: '/', label: LONG_LABEL.pt }, ...(siteTranslation ? [{ root: '/en/', label: LONG_LABEL.en }] : [])];

/** The sections with the label of the middle one replaced. */
const withLongLabel = (sections: readonly Section[], label: string) =>
  sections.map((section, index) => (index === Math.floor(sections.length / 2) ? { ...section, label } : section));

/** The content under test, its Markdown pages and translation included, with the long label in each edition. */
function longLabelContent(): string {
  const dir = contentFolder({ navigation: { homeSections: withLongLabel(siteContent.homeSections, LONG_LABEL.pt) } });
  copyMarkdownPages(dir);
  if (siteTranslation) {
    copyTranslationModules(dir);
    writeContentModule(join(dir, 'en'), 'navigation', { homeSections: withLongLabel(siteTranslation.homeSections, LONG_LABEL.en) });
  }
  return dir;
}

describe('the header with a long menu label', () => {
  const site = useSite(() => buildVariant({}, longLabelContent()));

  for (const { root, label } of EDITIONS) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${root} ${colorScheme}: at ${WIDTHS.join(' and ')} px, no layout shift while the app, then the display face, arrive`, async () => {
        for (const width of WIDTHS) {
          const { page, problems } = await openPage(site.browser, {
            viewport: { width, height: 800 },
            colorScheme,
            reducedMotion: 'reduce',
          });
          // The face held back until the app has started and measured the header: each arrives on its own.
          const release = await holdFonts(page);
          await page.goto(`${site.url}${root}`, { waitUntil: 'domcontentloaded' });
          await page.waitForFunction(() => (window as unknown as { __appStarted?: boolean }).__appStarted === true);
          assert.equal(await page.evaluate(() => document.fonts.check('600 1em Fraunces')), false, 'the face was there before the app');
          assert.equal(await page.locator('.nav-list__link', { hasText: label }).count(), 1, `the menu has no "${label}"`);
          release();
          await settled(page);
          await page.waitForFunction(() => document.fonts.check('600 1em Fraunces'));
          assert.equal(await layoutShiftSinceLoad(page), 0, `${width} px`);
          // The label is long enough to need the menu button: the test sees the switch it is about.
          assert.equal(await page.locator('#site-header.header--compact').count(), 1, `${width} px: compact`);
          assert.deepEqual(problems, []);
          await page.context().close();
        }
      });
    }
  }
});
