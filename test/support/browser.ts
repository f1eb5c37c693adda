/**
 * End-to-end support: Debian's Chromium through playwright-core, a static server for a built
 * folder, and pages that record every console error, uncaught exception and CSP violation, and
 * that cannot reach beyond 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, afterEach, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { SETTING_NAMES } from '../../tools/settings';
import { APP_START_EVENT } from '../../src/app/startup/earlyClicks';
import { launchChromium } from './chromium';
import { serveStatic } from '../../tools/localServers/staticServer';
import { siteContent, TESTED_CONTENT_DIR } from './content';
import { createOutsideRequestLog, staysOnThisMachine } from './network';
import { inPool, pooledPage, releasePages, type PageSetUp } from './pagePool';

export const ROOT = resolve(import.meta.dirname, '../..');
export { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
export const launchBrowser = launchChromium;

let shared: Promise<Browser> | undefined;
/**
 * One Chromium for every suite of this test process (each test opens contexts of its own): a launch
 * costs a second or more on a busy machine, and the end-to-end files run in one process
 * (test/support/oneProcess.ts). Closed after the last test.
 */
export function sharedBrowser(): Promise<Browser> {
  return (shared ??= launchChromium());
}
// Registered while this module loads, outside any suite: a hook of the run, after every test.
after(async () => {
  if (shared) await (await shared).close();
});

/** The environment without the owner's build settings, so tests never depend on a local .env or shell. */
export function settingsFreeEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of SETTING_NAMES) delete env[name];
  return { ...env, ...extra };
}
export const NO_SETTINGS_FILE = '--settings-file=/nonexistent/.env';

/** A folder for a site built by this test process (test files may run side by side), removed when the process ends. */
export function siteFolder(name: string): string {
  const outdir = join(ROOT, '.cache', `site-${name}-${process.pid}`);
  process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
  return outdir;
}

/** The production build with exactly these settings (and build.mjs options) into `outdir`. */
export function buildInto(outdir: string, env: Record<string, string>, options: string[] = []): string {
  // The content under test (TESTED_CONTENT_DIR) unless the options name another.
  const args = ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${TESTED_CONTENT_DIR}`, ...options];
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: settingsFreeEnv(env),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build into ${outdir} failed:\n${result.stdout}\n${result.stderr}`);
  return outdir;
}

/**
 * Sites built for this run of the tests, shared by its test processes: those of one `npm test`
 * (TEST_RUN_ID, its shell's pid), else those of one test runner (their parent process). A later run
 * builds anew, and removes the folders of runs that are over.
 */
const RUNS_FOLDER = join(ROOT, '.cache', 'test-runs');
const RUN_ID = process.env.TEST_RUN_ID ?? String(process.ppid);
const isRunning = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
for (const run of existsSync(RUNS_FOLDER) ? readdirSync(RUNS_FOLDER) : []) {
  if (!isRunning(Number(run))) rmSync(join(RUNS_FOLDER, run), { recursive: true, force: true });
}

/**
 * Builds the production site with exactly these settings and content, once per run of the tests:
 * suites that ask for the same settings and content share one build.
 */
export function buildVariant(env: Record<string, string>, contentDir = TESTED_CONTENT_DIR): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([env, contentDir]))
    .digest('hex')
    .slice(0, 12);
  const outdir = join(RUNS_FOLDER, RUN_ID, digest);
  if (existsSync(outdir)) return outdir;
  const building = `${outdir}-${process.pid}`;
  buildInto(building, env, [`--content=${contentDir}`]);
  // Test files run side by side may build the same site: the first to finish keeps it.
  try {
    renameSync(building, outdir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return outdir;
}

/** The site built with no settings at all, whatever the owner's .env says. */
export function defaultDist(): string {
  return buildVariant({});
}

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

/**
 * Requests of the pages to anywhere but this machine, blocked. A test's own page.route (a stand-in
 * for a third party) answers before this guard sees anything.
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
  await page.waitForFunction(() => (window as unknown as { __appStarted?: boolean }).__appStarted === true);
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

/** The problems list of the test using each context's page: its guard outlives the test. */
const problemsOfContext = new WeakMap<BrowserContext, string[]>();

const PAGE_SET_UP: PageSetUp = {
  guard: (context) =>
    context.route(
      (url) => !staysOnThisMachine(url.href),
      (route) => {
        problemsOfContext.get(context)?.push(outsideRequests.record(route.request().url()).message);
        return route.abort('blockedbyclient');
      },
    ),
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

/** The parts of the home page React hydrates: the header with the app, each section and the footer on their own. */
export const HYDRATION_REGIONS: readonly string[] = ['site-header', ...siteContent.homeSections.map((section) => section.id), 'rodape'];

/**
 * Run in the page: those of `ids` whose element React has hydrated (it marks the nodes it owns with a
 * `__reactFiber…` key), or false while fewer than `least` are. One check, for a read and for a wait.
 */
const hydratedAmong = ([ids, least]: readonly [readonly string[], number]) => {
  const hydrated = ids.filter((id) => Object.keys(document.getElementById(id) ?? {}).some((key) => key.startsWith('__reactFiber')));
  return hydrated.length >= least && hydrated;
};

/** Which of HYDRATION_REGIONS React has hydrated so far, in document order. */
export async function hydratedRegions(page: Page): Promise<string[]> {
  return (await page.evaluate(hydratedAmong, [HYDRATION_REGIONS, 0] as const)) || [];
}

/**
 * Resolves once React has hydrated each of `ids`, by default every region of the home page; `settled`
 * does not wait for it. A section hydrates when it comes near the viewport, at an interaction inside
 * it, or in idle time, one per idle period, and only then does what its code does (reveals, the
 * form's draft, its errors). React marks a part as it renders it, just before it commits it and runs
 * its effects: an effect's outcome is for the test to wait for.
 */
export async function allHydrated(page: Page, ids: readonly string[] = HYDRATION_REGIONS): Promise<void> {
  await page.waitForFunction(hydratedAmong, [ids, ids.length] as const);
}

export const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
