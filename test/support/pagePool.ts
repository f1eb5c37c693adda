/**
 * Pages kept from one test to the next. A page in a new context costs Chromium a renderer process
 * of its own (two, counting the blank page it starts with): about 2.4 CPU-seconds here, more than
 * loading the site in it. So a test's page goes back to a pool when the test ends, and the next test
 * that asks for the same context options gets it back as a new context would give it: no storage,
 * cookies, routes, init scripts, listeners or cache, the viewport and media features it asks for.
 * What a reset does not undo (an installed clock, an exposed function, permissions, a closed
 * page...) keeps the page out of the pool. test/e2e/pagePool.test.ts checks it.
 *
 * Differences from a new page that remain: `history.length` counts one entry from before the test,
 * and the renderer's memory outside the page (compiled code) is warm.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/** Options a page takes without a new context; the others name the kind of context a page needs. */
const PER_PAGE = ['viewport', 'colorScheme', 'reducedMotion'] as const;
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** Page events a test may listen to; they are cleared between tests. */
const PAGE_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'download',
  'dialog',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

interface Pooled {
  browser: Browser;
  kind: string;
  page: Page;
  cdp: CDPSession;
  /** The origins the page has shown, whose storage is cleared before the page is used again. */
  origins: Set<string>;
  /** Init scripts the test added, removed before the page is used again. */
  initScripts: { dispose(): Promise<void> }[];
  /** Something the test did that a reset cannot undo. */
  spoiled: boolean;
  inUse: boolean;
}

const pool: Pooled[] = [];
// Answered by the page's own route, never by the site: a blank document of the origin to clear its storage from.
const RESET_PATH = '/__page-pool-reset__';

function kindOf(options: BrowserContextOptions): string {
  const fixed = Object.entries(options).filter(([name]) => !(PER_PAGE as readonly string[]).includes(name));
  return JSON.stringify(fixed.sort(([a], [b]) => a.localeCompare(b)));
}

/** Marks the page as spoiled when the test calls what a reset cannot undo, and collects init scripts. */
function watchWhatCannotBeUndone(entry: Pooled, context: BrowserContext) {
  const { page } = entry;
  for (const method of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume'] as const) {
    const original = page.clock[method].bind(page.clock) as (...args: unknown[]) => Promise<void>;
    (page.clock as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      entry.spoiled = true;
      return original(...args);
    };
  }
  for (const owner of [page, context]) {
    const original = owner.addInitScript.bind(owner) as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>;
    (owner as unknown as Record<string, unknown>).addInitScript = async (...args: unknown[]) => {
      const script = await original(...args);
      entry.initScripts.push(script);
      return script;
    };
  }
  for (const [owner, methods] of [
    [page, ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders']],
    [
      context,
      ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'grantPermissions', 'setGeolocation', 'setOffline', 'setHTTPCredentials'],
    ],
  ] as const) {
    for (const method of methods) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method].bind(owner);
      (owner as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        entry.spoiled = true;
        return original(...args);
      };
    }
  }
}

export interface PageSetUp {
  /** Run once on a new context, whose listeners a reset keeps: the guards. */
  guard(context: BrowserContext): void;
  /** Run once on a new page: what every test's page has (its init scripts stay). */
  prepare(page: Page): Promise<unknown>;
}

/** A page for the running test: one from the pool made for the same kind of context, or a new one. */
export async function pooledPage(browser: Browser, options: BrowserContextOptions, setUp: PageSetUp): Promise<Page> {
  const kind = kindOf(options);
  // Pages closed by their test or with their suite's contexts.
  for (const entry of pool.filter((candidate) => candidate.page.isClosed())) pool.splice(pool.indexOf(entry), 1);
  const viewport = options.viewport ?? DEFAULT_VIEWPORT;
  const free = pool.find((entry) => !entry.inUse && entry.browser === browser && entry.kind === kind);
  if (free) {
    free.inUse = true;
    await free.page.setViewportSize(viewport);
    await free.page.emulateMedia({ colorScheme: options.colorScheme ?? 'light', reducedMotion: options.reducedMotion ?? 'no-preference' });
    return free.page;
  }
  const context = await browser.newContext({ ...options, viewport });
  setUp.guard(context);
  const page = await context.newPage();
  await setUp.prepare(page);
  const entry: Pooled = {
    browser,
    kind,
    page,
    cdp: await context.newCDPSession(page),
    origins: new Set(),
    initScripts: [],
    spoiled: false,
    inUse: true,
  };
  trackOrigins(entry);
  watchWhatCannotBeUndone(entry, context);
  pool.push(entry);
  return page;
}

function trackOrigins(entry: Pooled) {
  const { page } = entry;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { protocol, origin } = new URL(frame.url());
    if (protocol === 'http:' || protocol === 'https:') entry.origins.add(origin);
  });
}

/** True for a context whose page waits in the pool for the next test. */
export function inPool(context: BrowserContext): boolean {
  return pool.some((entry) => !entry.inUse && entry.page.context() === context);
}

/** Puts back a test's pages, reset, and closes those that cannot be; called after each test. */
export async function releasePages(): Promise<void> {
  for (const entry of pool.filter((candidate) => candidate.inUse)) {
    const reusable =
      !entry.spoiled &&
      !entry.page.isClosed() &&
      (await reset(entry).then(
        () => true,
        () => false,
      ));
    if (reusable) entry.inUse = false;
    else {
      pool.splice(pool.indexOf(entry), 1);
      await entry.page.context().close();
    }
  }
}

async function reset(entry: Pooled) {
  const { page, cdp } = entry;
  const context = page.context();
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  trackOrigins(entry);
  await Promise.all(entry.initScripts.splice(0).map((script) => script.dispose()));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // Leaving the test's document first: what it stores as it goes (a draft on pagehide) is cleared too.
  for (const origin of entry.origins) {
    const blank = origin + RESET_PATH;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title><link rel="icon" href="data:,">' }),
    );
    await page.goto(blank);
    await page.unroute(blank);
    // Session storage belongs to the tab: CDP clears it only while a document of the origin is shown.
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  }
  entry.origins.clear();
  // A new context's cache is empty; what the test loaded would otherwise come from this one's.
  await cdp.send('Network.clearBrowserCache');
  await context.clearCookies();
  await cdp.send('Page.resetNavigationHistory');
}
