/**
 * Pages for end-to-end tests, in Debian's Chromium through playwright-core: each records every console
 * error, uncaught exception and CSP violation, and cannot reach beyond 127.0.0.1; helpers that wait for
 * the states a test asserts (the app started, intersections reported, images decoded).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { APP_START_EVENT } from '../../src/app/startup/earlyClicks';
import { createOutsideRequestLog, staysOnThisMachine } from './network';
import { pooledPage, type PageSetUp } from './pagePool';

/**
 * Requests of the pages to anywhere but this machine: they fail (test/support/guardedBrowser.ts), and
 * each is recorded here when Chromium reports the failure. A test's own page.route (a stand-in for a
 * third party) answers them first. An attempt reported after its test has ended fails the next test's
 * check, which names it.
 */
export const outsideRequests = createOutsideRequestLog();

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  problems: string[];
  /** A 404 for this address is the point of the test (an unknown path), not a problem. */
  expectNotFound(url: string): void;
}

const requestsInFlight = new WeakMap<Page, { count: number; changed: EventTarget }>();

/** Counts the page's requests in flight, for `settled`. */
function trackRequests(page: Page) {
  const state = { count: 0, changed: new EventTarget() };
  const change = (delta: number) => {
    state.count += delta;
    state.changed.dispatchEvent(new Event('change'));
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  requestsInFlight.set(page, state);
}

/** What a page whose app never started shows of its loading: the problems seen, the paint, the scripts and their responses. */
async function whyNotStarted(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => ({
      url: location.href,
      readyState: document.readyState,
      visibility: document.visibilityState,
      paints: performance.getEntriesByType('paint').map((entry) => entry.name),
      modules: [...document.querySelectorAll('script[type="module"]')].map((script) => (script as HTMLScriptElement).src),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map(
          (entry) =>
            `${entry.name} ${(entry as PerformanceResourceTiming).responseStatus} ${(entry as PerformanceResourceTiming).transferSize} B`,
        ),
    }))
    .catch((error: Error) => `the page cannot be read: ${error.message}`);
  return JSON.stringify({ state, problems: problemsOfContext.get(page.context()), inFlight: requestsInFlight.get(page)?.count });
}

/** Holds the page's fonts (the display face) back until the returned function lets them in. */
export async function holdFonts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the app has started on the page (its first commit) and no request of the page is in
 * flight: what the page asked for up to then has arrived or failed. The app's script loads only after
 * the first paint, which may come after Playwright's networkidle: a test that needs the app waits for
 * this after `goto`.
 *
 * It says nothing of what starts later: a lazy image that enters the viewport, a section that
 * hydrates in idle time (and what its effects do), the analytics tag once the visitor accepts. A test
 * that asserts such a state waits for that state itself (imagesLoaded, allHydrated, a waiting
 * locator or waitForFunction); one that asserts something did not happen checks the page's state
 * that would lead to it, not the network's silence.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as { __appStarted?: boolean }).__appStarted === true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe app did not start: ${await whyNotStarted(page)}`);
    });
  const state = requestsInFlight.get(page)!;
  await new Promise<void>((resolve) => {
    const check = () => {
      if (state.count > 0) return;
      state.changed.removeEventListener('change', check);
      resolve();
    };
    state.changed.addEventListener('change', check);
    check();
  });
}

/**
 * Waits until nothing on the page moves but what never ends: a colour or a focus ring still in transition
 * (a theme just switched, or focus just moved, even as the 0.01 ms transition of reduced motion, which
 * ends only at the next frame) is neither what it was nor what it becomes.
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Waits until `selector` matches `count` elements. A click on a section still waiting for its code
 * takes effect once the section has hydrated (src/app/startup/hydrationGate.ts), not at once.
 */
export async function countReaches(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length === count, [selector, count] as const);
}

/** The problems list of the test using each context's page: its guard outlives the test. */
const problemsOfContext = new WeakMap<BrowserContext, string[]>();

/** How a request fails when a test's stand-in refuses it (`route.abort('blockedbyclient')`): it never left. */
const REFUSED_BY_A_STAND_IN = 'net::ERR_BLOCKED_BY_CLIENT';

const PAGE_SET_UP: PageSetUp = {
  guard: (context) =>
    context.on('requestfailed', (request) => {
      if (staysOnThisMachine(request.url()) || request.failure()?.errorText.startsWith(REFUSED_BY_A_STAND_IN)) return;
      problemsOfContext.get(context)?.push(outsideRequests.record(request.url()).message);
    }),
  prepare: (page) =>
    page.addInitScript((appStart) => {
      // tsx names the functions it compiles with a helper of its module (esbuild's keepNames): a test's
      // function that page.evaluate runs here finds the helper it calls, as a no-op.
      (globalThis as unknown as { __name: <T>(target: T) => T }).__name ??= (target) => target;
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
      document.addEventListener(appStart, () => ((window as unknown as { __appStarted: boolean }).__appStarted = true));
    }, APP_START_EVENT),
};

/**
 * A page for the running test, in a context with these options, watched for problems. It is new to
 * the test as a new context's page would be; it may be one an earlier test used (test/support/pagePool.ts).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const page = await pooledPage(browser, options, PAGE_SET_UP);
  const problems: string[] = [];
  problemsOfContext.set(page.context(), problems);
  trackRequests(page);
  const expected404 = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expected404.has(message.location().url) && message.text().includes('404')) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { page, problems, expectNotFound: (url) => expected404.add(url) };
}

/**
 * Loads `url` with the page's clock in the test's hands: once the page has loaded, time stands
 * still and moves only with page.clock.runFor, so an animation or a pause ends when the test says,
 * however busy the machine is. Timers that fell due while loading have run once.
 */
export async function loadWithClock(page: Page, url: string): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(url);
  await settled(page);
  // Far enough ahead that loading, however slow, has not passed it.
  await page.clock.pauseAt(start + 10 * 60_000);
}

/**
 * Resolves once the browser has reported the current layout to the page's intersection observers:
 * a new observer's first report is delivered in the same task as the pending reports of the others.
 */
export function intersectionsReported(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const probe = new IntersectionObserver(() => {
          probe.disconnect();
          resolve();
        });
        probe.observe(document.documentElement);
      }),
  );
}

/** Scrolls through the page so every reveal, bar and lazy image has seen the viewport. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await intersectionsReported(page);
  }
}

/**
 * Loads every image the page renders, lazy ones too, and resolves once each is decoded; rejects if
 * one fails. Returns the address of each file (blurred previews are inline, and left out).
 */
export function imagesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img')].filter((image) => image.getClientRects().length > 0);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode()));
    return images.map((image) => image.currentSrc).filter((src) => !src.startsWith('data:'));
  });
}

/** The page's layout shifts since its load began, summed, once two more frames have been laid out. */
export function layoutShiftSinceLoad(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (total += (entry as unknown as { value: number }).value)),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return total;
  });
}

export const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
export const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The views a page's accessibility is checked in: a phone and a desktop, each in both themes, without animation. */
export const CHECKED_VIEWS = (['light', 'dark'] as const).flatMap((colorScheme) =>
  (
    [
      ['390x844', PHONE_390],
      ['1280x800', DESKTOP],
    ] as const
  ).map(([size, device]) => ({
    label: `${size}, ${colorScheme}`,
    options: { ...device, colorScheme, bypassCSP: true, reducedMotion: 'reduce' } satisfies BrowserContextOptions,
  })),
);
