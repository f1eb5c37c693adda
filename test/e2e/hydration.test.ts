import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { holdAppScript } from '../support/appScript';
import { allHydrated, HYDRATION_REGIONS, hydratedRegions } from '../support/hydration';
import { DESKTOP, MOBILE, openPage, PHONE_390, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { narrowingProjectFilter, siteContent } from '../support/content';

const { homeSections } = siteContent;

describe('hydration in Chromium', () => {
  const site = useSite();

  for (const [name, device] of [
    ['390 px', PHONE_390],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`${name}: a first view loads one script, and hydrates the whole page in one pass`, async () => {
      const { page, problems } = await openPage(site.browser, device);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${site.url}/`);
      await settled(page);
      const app = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.app!);
      assert.deepEqual(scripts, [app]);
      // Nothing scrolled into view, nothing used: when the app has started, every part is live.
      assert.deepEqual(await hydratedRegions(page), HYDRATION_REGIONS);
      assert.deepEqual(problems, []);
    });
  }

  test('the app script is fetched only after the first contentful paint', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    await page.goto(`${site.url}/`);
    await settled(page);
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

  test('a filter chosen before the app script has arrived applies once the app starts', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
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
    await allHydrated(page, ['contato']);
    assert.deepEqual(problems, []);
  });

  test('a stored light theme re-renders the toggle, and the page stays whole', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.addInitScript({ content: `localStorage.setItem('app-theme', 'light');` });
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Ativar tema escuro' }).waitFor();
    await allHydrated(page);
    assert.equal(await page.locator('main > section').count(), homeSections.length);
    assert.ok(await page.getByText('Envie uma Mensagem').isVisible());
    assert.deepEqual(problems, []);
  });
});
