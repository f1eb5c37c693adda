import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NEAR_VIEWPORT_SHARE } from '../../src/app/startup/hydrationGate';
import { sectionRegistry } from '../../src/pages/sectionRegistry';
import { holdAppScript } from '../support/appScript';
import { allHydrated, HYDRATION_REGIONS, hydratedOnTheirOwn, hydratedRegions } from '../support/hydration';
import { countReaches, DESKTOP, intersectionsReported, MOBILE, openPage, PHONE_390, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { narrowingProjectFilter, siteContent } from '../support/content';

const { homeSections } = siteContent;

// Strings, not functions: the test runner's transform would add helpers the page lacks.
// Idle time comes only when the test releases it: whatever the page does then, it did for idle time.
const HOLD_IDLE_TIME = `
  window.__idle = [];
  window.requestIdleCallback = (callback) => window.__idle.push(callback);
  window.__releaseIdle = () => window.__idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));`;
const WITHOUT_INTERSECTION_OBSERVER = `Object.defineProperty(window, 'IntersectionObserver', { value: undefined, configurable: true });`;

/** The sections whose code is a file of its own (src/pages/sectionRegistry.ts). */
const LATER_SECTIONS = sectionRegistry.filter(({ Component }) => 'load' in Component).map(({ id }) => id);

describe('hydration in Chromium', () => {
  const site = useSite();

  for (const [name, device] of [
    ['390 px', PHONE_390],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`${name}: a first view loads the script and its start modules only; the later sections' file comes when one of them is near`, async () => {
      const { page, problems } = await openPage(site.browser, device);
      let scrolled = false;
      const requested: { path: string; scrolled: boolean }[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push({ path: new URL(request.url()).pathname, scrolled });
      });
      await page.goto(`${site.url}/`);
      await settled(page);
      await intersectionsReported(page);
      const start = await page.evaluate(() => {
        const { app, modules } = document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset;
        return [app!, ...(modules?.split(' ') ?? [])];
      });
      const nearAtLoad = await page.evaluate(
        ([ids, share]) => ids.some((id) => document.getElementById(id)!.getBoundingClientRect().top < window.innerHeight * (1 + share)),
        [LATER_SECTIONS, NEAR_VIEWPORT_SHARE] as const,
      );
      // An owner whose first sections are short has a later one near at load: its file is then part of
      // the first view, the one script besides those the page names.
      if (nearAtLoad) {
        await hydratedOnTheirOwn(page, [LATER_SECTIONS[0]]);
        assert.equal(
          requested.filter((request) => !start.includes(request.path)).length,
          1,
          requested.map((request) => request.path).join(),
        );
      } else {
        const later = page.waitForRequest(
          (request) => request.resourceType() === 'script' && !start.includes(new URL(request.url()).pathname),
        );
        scrolled = true;
        await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), LATER_SECTIONS[0]);
        await later;
        assert.deepEqual(
          requested
            .filter((request) => !request.scrolled)
            .map((request) => request.path)
            .sort(),
          [...start].sort(),
          'scripts loaded before any later section was near',
        );
      }
      assert.deepEqual(problems, []);
    });
  }

  test('the header and what is in view first; a section when it comes near; nothing for idle time alone', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    await page.addInitScript({ content: HOLD_IDLE_TIME });
    await page.goto(`${site.url}/`);
    await hydratedOnTheirOwn(page, ['site-header', 'inicio']);
    // All the idle time the page asks for, and more than once: the sections out of view still wait.
    for (let round = 0; round < 3; round++) await page.evaluate('window.__releaseIdle()');
    const early = await hydratedRegions(page);
    assert.ok(!early.includes('contato') && !early.includes('rodape'), `hydrated before it was needed: ${early.join()}`);
    await page.evaluate(() => document.getElementById('experiencia')!.scrollIntoView());
    await hydratedOnTheirOwn(page, ['experiencia']);
    assert.ok(!(await hydratedRegions(page)).includes('rodape'));
    // A tap in each part hydrates the rest.
    await allHydrated(page);
    assert.deepEqual(await hydratedRegions(page), HYDRATION_REGIONS);
    assert.deepEqual(problems, []);
  });

  test('a click on a part not hydrated yet is not lost: the part hydrates first, then handles it', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.addInitScript({ content: HOLD_IDLE_TIME + WITHOUT_INTERSECTION_OBSERVER });
    await page.goto(`${site.url}/`);
    await hydratedOnTheirOwn(page, ['site-header']);
    assert.ok(!(await hydratedRegions(page)).includes('meus-projetos'));
    const filter = narrowingProjectFilter();
    await page.locator('#meus-projetos').getByRole('button', { name: filter.label, exact: true }).click();
    await countReaches(page, '#meus-projetos .project-card', filter.count);
    assert.deepEqual(problems, []);
  });

  test('the app script is fetched only after the first contentful paint', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    await page.goto(`${site.url}/`);
    await hydratedOnTheirOwn(page, ['site-header']);
    const { paint, script } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      script: performance.getEntriesByType('resource').find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    assert.ok(paint !== undefined && script !== undefined, `paint ${paint}, script ${script}`);
    assert.ok(script > paint, `the script was requested at ${script} ms, before the first contentful paint at ${paint} ms`);
    assert.deepEqual(problems, []);
  });

  test('a tap on the menu before the app script has arrived opens the menu once the app starts', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    const { asked: scriptAsked, release: releaseScript } = await holdAppScript(page);
    // Not until the load event: a script requested before it holds it back.
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await scriptAsked;
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    releaseScript();
    await page.waitForFunction(() => document.querySelector('button[aria-controls][aria-expanded="true"]') !== null);
    assert.ok(await page.locator('.nav-list').getByRole('link', { name: 'Contato', exact: true }).isVisible());
    assert.deepEqual(problems, []);
  });

  test('a click while React is hydrating, listening but not yet committed, is handled once', async () => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, colorScheme: 'dark' });
    // The moment React adds its listeners to the root, before it has committed anything, the toggle
    // is clicked; every change of the theme's class is counted.
    await page.addInitScript({
      content: `
        window.__themeChanges = [];
        // The document has no element yet: its root's class is watched from the document.
        const root = () => document.documentElement;
        new MutationObserver((records) => records.some((record) => record.target === root()) &&
          window.__themeChanges.push(root().classList.contains('light') ? 'light' : 'dark'))
          .observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
        const addEventListener = EventTarget.prototype.addEventListener;
        let clicked = false;
        EventTarget.prototype.addEventListener = function (type, ...rest) {
          addEventListener.call(this, type, ...rest);
          if (clicked || type !== 'click' || !(this instanceof Element) || this.id !== 'root') return;
          clicked = true;
          queueMicrotask(() => document.querySelector('button[aria-label="Ativar tema claro"]').click());
        };`,
    });
    await page.goto(`${site.url}/`);
    await settled(page);
    // The click is replayed in a task after the app's start: its outcome, not the start, comes first.
    await page.getByRole('button', { name: 'Ativar tema escuro' }).waitFor();
    const changes = await page.evaluate(() => (window as unknown as { __themeChanges: string[] }).__themeChanges);
    assert.equal(changes.filter((name, index) => name !== (changes[index - 1] ?? 'dark')).length, 1, `theme went ${changes.join(' → ')}`);
    assert.deepEqual(problems, []);
  });

  test('a filter chosen before the app script has arrived, in a section still waiting to hydrate, applies once the app starts', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    // Neither coming into view nor idle time hydrates the section: only the replayed click can.
    await page.addInitScript({ content: HOLD_IDLE_TIME + WITHOUT_INTERSECTION_OBSERVER });
    const { asked: scriptAsked, release: releaseScript } = await holdAppScript(page);
    // Not until the load event: a script requested before it holds it back.
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await scriptAsked;
    const filter = narrowingProjectFilter();
    await page.locator('#meus-projetos').getByRole('button', { name: filter.label, exact: true }).click();
    releaseScript();
    await page.waitForFunction((count) => document.querySelectorAll('#meus-projetos .project-card').length === count, filter.count);
    assert.equal(
      await page.locator('#meus-projetos').getByRole('button', { name: filter.label, exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    assert.deepEqual(problems, []);
  });

  test('before hydration the prerendered links work natively, landing below the header', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    const { release: releaseScript } = await holdAppScript(page);
    await page.goto(`${site.url}/`, { waitUntil: 'commit' });
    await page.locator('#inicio').getByRole('link', { name: 'Contato' }).click();
    await page.waitForFunction(() => window.location.hash === '#contato');
    const top = await page.evaluate(() => document.getElementById('contato')!.getBoundingClientRect().top);
    assert.ok(Math.abs(top - 95) <= 2, `contato landed at ${top}px`);
    releaseScript();
    // In view after the jump: it hydrates on its own.
    await hydratedOnTheirOwn(page, ['contato']);
    assert.deepEqual(problems, []);
  });

  test('a stored light theme re-renders the toggle, and nothing of what still waits for hydration', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.addInitScript({ content: `localStorage.setItem('app-theme', 'light');${HOLD_IDLE_TIME}` });
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Ativar tema escuro' }).waitFor();
    assert.ok(!(await hydratedRegions(page)).includes('contato'));
    assert.equal(await page.locator('main > section').count(), homeSections.length);
    assert.ok(await page.getByText('Envie uma Mensagem').isVisible());
    // A tap in each part hydrates it: it takes the stored theme then.
    await allHydrated(page);
    assert.deepEqual(await hydratedRegions(page), HYDRATION_REGIONS);
    assert.deepEqual(problems, []);
  });
});
