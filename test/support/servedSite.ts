/**
 * A built folder served on 127.0.0.1 for a suite, with the one Chromium of the test process: started
 * before the suite's tests, closed after them; a test's request that would leave the machine fails it.
 */
import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchGuardedChromium } from './guardedBrowser';
import { serveStatic } from '../../tools/localServers/staticServer';
import { defaultDist } from './builds';
import { outsideRequests } from './pages';
import { inPool, releasePages } from './pagePool';

let shared: Promise<Browser> | undefined;
/**
 * One Chromium for every suite of this test process (each test opens contexts of its own): a launch
 * costs a second or more on a busy machine, and the end-to-end files run in one process
 * (scripts/testRunners/oneProcess.ts). Closed after the last test.
 */
export function sharedBrowser(): Promise<Browser> {
  return (shared ??= launchGuardedChromium());
}
// Registered while this module loads, outside any suite: a hook of the run, after every test.
after(async () => {
  if (shared) await (await shared).close();
});

export function serve(dir: string) {
  return serveStatic(dir, { port: 0 });
}

export interface Site {
  browser: Browser;
  url: string;
}

/**
 * For a test suite: a built folder served on 127.0.0.1 and one Chromium, started before the
 * suite's tests and closed after them. `dir` may build a variant first.
 */
export function useSite(dir: () => string | Promise<string> = defaultDist): Site {
  return useServedSite(async () => serve(await dir()));
}

/** Like useSite, with the server of the test's choosing: `url` is the site's address, which may carry a path. */
export function useServedSite(start: () => Promise<{ url: string; close(): Promise<void> }>): Site {
  const site = {} as Site;
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await start();
    browser = await sharedBrowser();
    Object.assign(site, { browser, url: server.url });
  });
  after(async () => {
    // What the suite's tests left open, so the next suite starts with a clean browser; the pool's
    // pages wait for the next suite (another port of 127.0.0.1 is the same site, and process).
    await Promise.all(
      browser
        ?.contexts()
        .filter((context) => !inPool(context))
        .map((context) => context.close()) ?? [],
    );
    await server?.close();
  });
  // A request that got out would have been answered by the world: the test fails, whatever it checks.
  afterEach(async () => {
    await releasePages();
    outsideRequests.assertNone();
  });
  return site;
}
