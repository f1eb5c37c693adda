import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { allHydrated } from '../support/hydration';
import { imagesLoaded, openPage, scrollThrough, settled } from '../support/pages';
import { useSite } from '../support/servedSite';

/** The page's state a test could inherit from the test before it. */
const leftovers = (page: Page) =>
  page.evaluate(() => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookie: document.cookie,
    initScript: (window as unknown as { __leftBehind?: boolean }).__leftBehind ?? false,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    width: innerWidth,
    hovered: document.querySelectorAll(':hover').length,
  }));

/**
 * The files the page fetches while it loads `/`, is scrolled through and shows every image, each
 * with whether it came over the network (a file from the cache transfers nothing).
 */
async function filesOfHome(page: Page, url: string): Promise<string[]> {
  await page.goto(`${url}/`);
  await allHydrated(page);
  await scrollThrough(page);
  await imagesLoaded(page);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => [entry.name, (entry as PerformanceResourceTiming).transferSize > 0] as const),
  );
  return entries.map(([name, fetched]) => `${new URL(name).pathname} ${fetched ? 'fetched' : 'from the cache'}`).sort();
}

// The tests run in order: each hands its page on to the next (test/support/pagePool.ts).
describe('pages handed from one test to the next', () => {
  const site = useSite();
  let handedOn: Page | undefined;
  const seenByTheFirstTest: string[] = [];

  test('a test leaves storage, cookies, an init script, a route, a listener, media and the pointer behind', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark', reducedMotion: 'reduce' });
    handedOn = page;
    await page.addInitScript(() => ((window as unknown as { __leftBehind: boolean }).__leftBehind = true));
    await page.route('**/left-behind', (route) => route.fulfill({ body: 'stale' }));
    page.on('console', (message) => seenByTheFirstTest.push(message.text()));
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.evaluate(() => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      document.cookie = 'left=1';
      // As the contact form keeps its draft: written when the page goes away, after the test.
      addEventListener('pagehide', () => sessionStorage.setItem('left on leaving', '1'));
    });
    await page.context().addCookies([{ name: 'left', value: '1', domain: 'elsewhere.example', path: '/' }]);
    await page.mouse.move(20, 20);
    const state = await leftovers(page);
    assert.deepEqual(
      { ...state, hovered: state.hovered > 0 },
      {
        localStorage: 1,
        sessionStorage: 1,
        cookie: 'left=1',
        initScript: true,
        dark: true,
        reducedMotion: true,
        width: 390,
        hovered: true,
      },
    );
  });

  test('the next test gets that page as a new context gives it', async () => {
    const { page, problems, expectNotFound } = await openPage(site.browser);
    assert.equal(page, handedOn, 'the page was handed on');
    expectNotFound(`${site.url}/left-behind`);
    await page.goto(`${site.url}/`);
    await settled(page);
    assert.deepEqual(await leftovers(page), {
      localStorage: 0,
      sessionStorage: 0,
      cookie: '',
      initScript: false,
      dark: false,
      reducedMotion: false,
      width: 1280,
      hovered: 0,
    });
    assert.deepEqual(await page.context().cookies(), [], 'no cookie of any site is left');
    assert.equal(await page.evaluate(() => history.length), 2, "one entry from before the test (a blank page), then the test's own");
    // The pointer is where the last test left it: a scroll makes the page look for what is under it.
    await page.evaluate(() => window.scrollBy(0, 40));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    assert.equal(await page.evaluate(() => document.querySelectorAll(':hover').length), 0, 'nothing is under the pointer');
    assert.equal(await page.evaluate(async () => (await fetch('/left-behind')).status), 404, 'the route went with its test');
    await page.evaluate(() => console.log('after the first test'));
    assert.deepEqual(seenByTheFirstTest, [], "the first test's listener went with it");
    assert.deepEqual(problems, []);
  });

  test('a page handed on loads what a new page loads, nothing from a cache', async () => {
    const { page } = await openPage(site.browser);
    assert.equal(page, handedOn, 'the page was handed on again');
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const expected = await filesOfHome(await context.newPage(), site.url);
    await context.close();
    assert.ok(expected.length > 3 && expected.every((file) => file.endsWith(' fetched')), expected.join('\n'));
    assert.deepEqual(await filesOfHome(page, site.url), expected);
  });

  test('a test installs a clock', async () => {
    const { page } = await openPage(site.browser);
    assert.equal(page, handedOn);
    await page.clock.install();
  });

  test('a page with a clock installed is never handed on', async () => {
    const { page } = await openPage(site.browser);
    assert.notEqual(page, handedOn);
    assert.ok(handedOn?.isClosed(), 'the page with the clock was closed');
  });
});
