import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { TITLE_DWELL_MS } from '../../src/lib/title';
import { buildVariant, openPage, settled, useSite } from '../support/browser';

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

/** dataLayer as plain arrays: [command, ...args] of each gtag() call. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify([...entry]))));

const eventsNamed = async (page: Page, name: string): Promise<Record<string, string>[]> =>
  (await dataLayer(page)).filter((entry: unknown[]) => entry[0] === 'event' && entry[1] === name).map((entry: unknown[]) => entry[2] as Record<string, string>);

describe('analytics in Chromium', () => {
  const site = useSite(() => buildVariant('analytics', { GA_MEASUREMENT_ID: 'G-TEST123' }));
  const plain = useSite();

  async function openWithStubbedTag() {
    const watched = await openPage(site.browser, { colorScheme: 'dark' });
    const requests: string[] = [];
    await watched.page.route('https://www.googletagmanager.com/**', async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
    });
    return { ...watched, requests };
  }

  test('a campaign landing is reported, cleaned from the address, and adds no history entry', async () => {
    const { page, problems, requests } = await openWithStubbedTag();
    await page.goto(`${site.url}/?utm_source=news&utm_medium=email&gclid=abc&x=1#sobre-mim`);
    await settled(page);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash, '/?x=1#sobre-mim');
    assert.deepEqual(requests, [GTAG], 'the tag must be requested exactly once');
    assert.equal(await page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded), true);
    assert.deepEqual(await eventsNamed(page, 'utm_parameters_captured'), [{ utm_source: 'news', utm_medium: 'email', click_ids: 'gclid' }]);
    assert.deepEqual(await eventsNamed(page, 'google_ads_click'), [{ click_ids: 'gclid' }]);
    assert.deepEqual(await eventsNamed(page, 'facebook_ads_click'), []);
    const layer = await dataLayer(page);
    assert.equal(layer[0][0], 'js');
    assert.deepEqual(layer[1], ['set', { page_language: 'pt-BR' }], "every event carries the page's language");
    assert.deepEqual(layer[2], ['config', 'G-TEST123']);

    const control = await openWithStubbedTag();
    await control.page.goto(`${site.url}/?x=1#sobre-mim`);
    assert.equal(await page.evaluate(() => history.length), await control.page.evaluate(() => history.length));
    assert.deepEqual(problems, []);
  });

  test('clicks and reading flow through track() into dataLayer, without personal data', async () => {
    const { page, problems } = await openWithStubbedTag();
    // The page's timers run when the test says: 3 s of reading pass on cue.
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await settled(page);
    const scrolled = page.evaluate(() => new Promise<void>((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true })));
    await page.locator('.nav-list').getByRole('link', { name: 'Sobre Mim' }).click();
    assert.deepEqual(await eventsNamed(page, 'click'), [{ category: 'navigation', label: 'sobre-mim' }]);
    await scrolled;
    await page.clock.runFor(TITLE_DWELL_MS + 500);
    const read = await eventsNamed(page, 'section_read');
    assert.deepEqual(read.at(-1), { section_id: 'sobre-mim', section_label: 'Sobre Mim' });
    await page.clock.runFor(TITLE_DWELL_MS + 500);
    assert.equal((await eventsNamed(page, 'section_read')).filter((event) => event.section_id === 'sobre-mim').length, 1);
    await page.getByRole('button', { name: 'Backend', exact: true }).first().click();
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    const clicks = await eventsNamed(page, 'click');
    assert.deepEqual(clicks.slice(-2), [
      { category: 'project_filter', label: 'backend' },
      { category: 'theme', label: 'light' },
    ]);
    assert.deepEqual(problems, []);
  });

  test('a blocked tag never breaks the page', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort('blockedbyclient'));
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    assert.equal((await eventsNamed(page, 'click')).length, 1);
    assert.deepEqual(problems.filter((problem) => !problem.includes('googletagmanager')), []);
  });

  test('without an id nothing is requested and gtag does not exist', async () => {
    const watched = await openPage(site.browser);
    const outside: string[] = [];
    watched.page.on('request', (request) => {
      if (!request.url().startsWith(plain.url)) outside.push(request.url());
    });
    await watched.page.goto(`${plain.url}/?utm_source=x`);
    await settled(watched.page);
    assert.deepEqual(outside, []);
    assert.equal(await watched.page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag), 'undefined');
    assert.equal(new URL(watched.page.url()).search, '', 'campaign parameters are cleaned even without analytics');
    assert.deepEqual(watched.problems, []);
  });
});
