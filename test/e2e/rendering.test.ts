import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MOBILE, openPage } from '../support/pages';
import { useSite } from '../support/servedSite';
import { pageLoad, type TraceEvent } from '../../scripts/browser/chromiumTrace';

describe('first rendering in Chromium', () => {
  const site = useSite();

  test('the page is laid out once before its first paint, with its styles, even when the stylesheet comes after the HTML', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    // On a slow network the stylesheet, asked for once the head is read, often arrives after the whole
    // HTML. Chromium lays the page out when its parsing ends (DOMContentLoaded), styles or not: a page
    // parsed before its stylesheet arrived was laid out in full twice, unstyled and then styled.
    let release = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/styles-*.css', async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    // A first same-site page puts the renderer in place before tracing starts: a renderer started
    // for the navigation itself may begin recording after the navigation did (seen in 4 runs of 60).
    await page.goto(`${site.url}/robots.txt`);
    const documentReceived = page.waitForEvent('requestfinished', (request) => request.resourceType() === 'document');
    await site.browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    await page.goto(`${site.url}/`, { waitUntil: 'commit' });
    await documentReceived;
    // The stylesheet arrives once the page can go no further without it.
    // Parsed to its end, or stopped in the head, before the body, waiting for it.
    await page.waitForFunction(
      () => document.readyState !== 'loading' || (document.body === null && document.querySelector('link[rel="stylesheet"]') !== null),
      undefined,
      { polling: 10 },
    );
    release();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { traceEvents } = JSON.parse((await site.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };

    const { navigation, firstContentfulPaint } = pageLoad(traceEvents, `${site.url}/`);
    const fullLayouts = traceEvents.filter(
      (event) =>
        event.name === 'Layout' &&
        event.ts > navigation.ts &&
        event.ts < firstContentfulPaint.ts &&
        (event.args?.beginData?.totalObjects ?? 0) > 100 &&
        event.args?.beginData?.dirtyObjects === event.args?.beginData?.totalObjects,
    );
    assert.equal(fullLayouts.length, 1, `${fullLayouts.length} layouts of the whole page before the first paint`);
    assert.deepEqual(problems, []);
  });
});
