import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MOBILE, openPage } from '../support/pages';
import { useSite } from '../support/servedSite';
import { pageLoad, type TraceEvent } from '../../scripts/browser/chromiumTrace';

describe('first rendering in Chromium', () => {
  const site = useSite();

  test('the page is laid out once before its first paint, with its styles, and asks for no stylesheet', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    // The stylesheet is in the page: a page parsed before a stylesheet of its own arrived (a slow
    // network) was laid out in full twice, unstyled and then styled, and waited for a request more.
    const stylesheets: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
    // A first same-site page puts the renderer in place before tracing starts: a renderer started
    // for the navigation itself may begin recording after the navigation did (seen in 4 runs of 60).
    // A text file names no icon: Chromium asks for /favicon.ico, which must be there.
    await page.goto(`${site.url}/robots.txt`);
    await site.browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    await page.goto(`${site.url}/`, { waitUntil: 'commit' });
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
    assert.deepEqual(stylesheets, []);
    assert.deepEqual(problems, []);
  });
});
