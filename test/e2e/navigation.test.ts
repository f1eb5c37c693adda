import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readThemePalettes } from '../../tools/identity/palette';
import { ROOT } from '../../tools/projectPaths';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { HIGHLIGHT_PAUSE_MS } from '../../src/lib/scrollSpy';
import { DESKTOP, layoutShiftSinceLoad, MOBILE, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { allHydrated } from '../support/hydration';
import { siteContent } from '../support/content';

const { homeSections, owner } = siteContent;

/**
 * Starts listening for the end of the scroll the next action starts (the browser's scrollend
 * event); returns a function that waits for it.
 */
async function expectScroll(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    (window as unknown as { scrollEnded: Promise<void> }).scrollEnded = new Promise((resolve) =>
      window.addEventListener('scrollend', () => resolve(), { once: true }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded);
}

const sectionTop = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

const activeEntry = (page: Page) => page.locator('.nav-list a[aria-current="true"]').allTextContents();

describe('navigation in Chromium', () => {
  const site = useSite();

  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`${name}: each entry lands its section 95 px below the top and becomes active`, async () => {
      const { page, problems } = await openPage(site.browser, device);
      // The page's timers run when the test says: the end of the highlight pause comes on cue.
      await page.clock.install();
      await page.goto(`${site.url}/`);
      await settled(page);
      for (const section of [...homeSections].reverse()) {
        if (name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
        const scrolled = await expectScroll(page);
        await page.locator('.nav-list').getByRole('link', { name: section.label, exact: true }).click();
        assert.deepEqual(await activeEntry(page), [section.label], `${section.id} is not active at once`);
        await scrolled();
        const top = await sectionTop(page, section.id);
        assert.ok(Math.abs(top - 95) <= 2, `${section.id} landed at ${top}px`);
        await page.clock.runFor(HIGHLIGHT_PAUSE_MS);
        assert.deepEqual(await activeEntry(page), [section.label], `${section.id} lost the highlight after the pause`);
        if (name === 'mobile') {
          assert.equal(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'), 'false');
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  test('mobile menu: opens, closes, Escape closes and returns focus; hidden links are not focusable', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    await page.goto(`${site.url}/`);
    await settled(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const firstLink = page.locator('.nav-list a').first();
    assert.equal(await firstLink.isVisible(), false);
    await button.click();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await firstLink.isVisible(), true);
    await button.click();
    assert.equal(await firstLink.isVisible(), false);
    await button.click();
    await firstLink.focus();
    await page.keyboard.press('Escape');
    assert.equal(await firstLink.isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Menu');
    assert.deepEqual(problems, []);
  });

  test('the theme choice survives a reload and is on <html> before any script of ours runs', async () => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, colorScheme: 'dark' });
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    // Clicked maybe before the app started: then it takes effect once the app is up.
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    // Hold the bundle back: only the inline bootstrap can have set the class.
    await page.route('**/assets/*.js', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    // At the load event the stylesheet is in, and no script of ours has run (the bundle is empty).
    await page.reload();
    assert.match(await page.evaluate(() => document.documentElement.className), /\blight\b/);
    const light = readThemePalettes(readFileSync(join(ROOT, 'src/styles/theme.css'), 'utf8')).light.background;
    const [r, g, b] = [1, 3, 5].map((index) => parseInt(light.slice(index, index + 2), 16));
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), `rgb(${r}, ${g}, ${b})`);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await settled(page);
    // The toggle is prerendered for no theme in particular: it shows the stored one once re-rendered after hydration.
    await page.getByRole('button', { name: 'Ativar tema escuro' }).waitFor();
    assert.deepEqual(problems, []);
  });

  test('body padding follows the header height; scrolled header past 10 px; scroll-to-top past 300 px returns to the top', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    await settled(page);
    const header = page.locator('#site-header');
    const toTop = page.locator('.scroll-top');
    // The header's own height changes (a larger font, a wrapped line): the body follows it.
    await page.evaluate(() => (document.getElementById('site-header')!.style.height = '100px'));
    await page.waitForFunction(() => getComputedStyle(document.body).paddingTop === '100px');
    await page.evaluate(() => (document.getElementById('site-header')!.style.height = ''));
    await page.waitForFunction(() => getComputedStyle(document.body).paddingTop === '75px');
    assert.doesNotMatch((await header.getAttribute('class'))!, /header--scrolled/);
    assert.equal(await toTop.isVisible(), false);
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(() => document.getElementById('site-header')!.classList.contains('header--scrolled'));
    assert.equal(await toTop.isVisible(), false);
    await page.evaluate(() => window.scrollTo(0, 301));
    await page.waitForFunction(() => document.querySelector('.scroll-top--visible') !== null);
    const scrolled = await expectScroll(page);
    await toTop.click();
    await scrolled();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'conteudo');
    assert.deepEqual(problems, []);
  });

  test('the document title follows the section being read', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    await settled(page);
    const scrolled = await expectScroll(page);
    await page.locator('.nav-list').getByRole('link', { name: 'Projetos' }).click();
    await page.waitForFunction((title) => document.title === title, `${owner.firstName} | Projetos`);
    await scrolled();
    await page.evaluate(() => document.querySelector('#habilidades-tecnicas h2')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((title) => document.title === title, `${owner.firstName} | Habilidades`);
    assert.deepEqual(problems, []);
  });

  test('the home page shown after a move inside the app watches its sections once their file is in', async () => {
    const { page, problems } = await openPage(site.browser);
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    // The not-found page's script carries none of the sections below the first screen: their file comes on the move.
    await page.goto(`${site.url}/404`);
    await settled(page);
    await page.getByRole('link', { name: 'Voltar para a Home' }).click();
    await page.locator('#contato').waitFor();
    const skills = homeSections.find((section) => section.id === 'habilidades-tecnicas')!.label;
    await page.evaluate(() => document.querySelector('#habilidades-tecnicas h2')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((title) => document.title === title, `${owner.firstName} | ${skills}`);
    assert.deepEqual(await activeEntry(page), [skills]);
    assert.deepEqual(warnings, []);
    assert.deepEqual(problems, []);
  });

  test('an address with a hash lands on that section below the header', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/#experiencia`);
    await settled(page);
    // Landed once the page, then the script, have put it there; nothing scrolls afterwards.
    await page.waitForFunction(() => Math.abs(document.getElementById('experiencia')!.getBoundingClientRect().top - 95) <= 2);
    assert.deepEqual(await activeEntry(page), ['Experiencia']);
    assert.deepEqual(problems, []);
  });

  test('with reduced motion a click jumps at once', async () => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    const top = await sectionTop(page, 'contato');
    assert.ok(Math.abs(top - 95) <= 2, `contato is at ${top}px right after the click`);
    assert.deepEqual(problems, []);
  });

  test('a direct visit to /#contato lands there and stays: the sections around it hydrate without moving it', async () => {
    const { page, problems } = await openPage(site.browser, { ...MOBILE, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/#contato`);
    await settled(page);
    await page.waitForFunction(() => Math.abs(document.getElementById('contato')!.getBoundingClientRect().top - 95) <= 2);
    // From the start of the load: the landing, and what hydration changed.
    const shifts = await layoutShiftSinceLoad(page);
    await allHydrated(page, ['contato']);
    assert.equal(shifts, 0);
    assert.ok(Math.abs((await sectionTop(page, 'contato')) - 95) <= 2, 'the section moved after the load');
    assert.deepEqual(problems, []);
  });

  test('Back after scrolling and leaving for another page returns to the same place', async () => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`);
    await settled(page);
    // Somewhere in the middle of the page, sections below still waiting to hydrate.
    await page.evaluate(() => window.scrollTo(0, document.getElementById(document.querySelectorAll('main > section')[3].id)!.offsetTop));
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.goto(`${site.url}/404`);
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, scrolled);
    await settled(page);
    assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) <= 1, 'the place moved once the page had started');
    assert.deepEqual(problems, []);
  });

  test('find-in-page reaches a word of the last section, before it has hydrated and after', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.goto(`${site.url}/`);
    await settled(page);
    const last = homeSections.at(-1)!.id;
    // A word that appears in the last section only: the search lands on it, not on an earlier one.
    const word = await page.evaluate((id) => {
      const count = (text: string, token: string) => text.toLowerCase().split(token.toLowerCase()).length - 1;
      const words = document
        .getElementById(id)!
        .textContent.split(/[^\p{L}]+/u)
        .filter((each) => each.length >= 6);
      return words.find((each) => count(document.body.innerText, each) === 1)!;
    }, last);
    const found = () =>
      page.evaluate(
        ([text, id]) => {
          window.getSelection()!.removeAllRanges();
          // Chromium's find-in-page, as the browser's own search box runs it: it selects and scrolls to the match.
          const hit = (window as unknown as { find: (text: string) => boolean }).find(text);
          const range = window.getSelection()!.rangeCount > 0 ? window.getSelection()!.getRangeAt(0) : null;
          const box = range?.getBoundingClientRect();
          return {
            hit,
            inSection: Boolean(range && document.getElementById(id)!.contains(range.commonAncestorContainer)),
            inView: Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight),
          };
        },
        [word, last] as const,
      );
    assert.deepEqual(await found(), { hit: true, inSection: true, inView: true }, `"${word}" before hydration`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await allHydrated(page);
    assert.deepEqual(await found(), { hit: true, inSection: true, inView: true }, `"${word}" after hydration`);
    assert.deepEqual(problems, []);
  });
});
