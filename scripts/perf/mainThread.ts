/**
 * The renderer's main thread during a page load, from a Chromium trace at 4x CPU slowdown (Lighthouse's
 * mobile factor) on a 412x823 phone viewport: every top-level task from the navigation until the main
 * thread is quiet, then while the page is scrolled to the bottom and back. For npm run perf:longtasks
 * and npm run perf:compare, on this site or any other.
 */
import type { Browser, Page } from 'playwright-core';
import { pageLoad, type TraceEvent } from '../browser/chromiumTrace';

export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing'];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCROLL_MARK = 'perf:scroll';

// Strings, not functions: the TypeScript loader would add helpers the page does not have.
// Two idle periods in a row of at least 45 ms with nothing else to run (the sections below the first
// screen hydrate when they come near, not in idle time). A page that never gets there fails the run.
const MAIN_THREAD_QUIET = `new Promise((resolve, reject) => {
  const giveUp = setTimeout(() => reject(new Error('the main thread was not quiet within 60 s of the load')), 60000);
  let quiet = 0;
  const check = (deadline) => {
    quiet = !deadline.didTimeout && deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
    if (quiet >= 2) { clearTimeout(giveUp); resolve(); } else requestIdleCallback(check);
  };
  requestIdleCallback(check);
})`;
const SCROLL_DOWN_AND_UP = `(async () => {
  performance.mark('${SCROLL_MARK}');
  const frame = () => new Promise((next) => requestAnimationFrame(() => next()));
  while (scrollY + innerHeight < document.documentElement.scrollHeight - 2) {
    scrollBy(0, innerHeight / 2);
    await frame();
    await frame();
  }
  scrollTo(0, 0);
})()`;

/** The trace of one load of `pageUrl` (then a scroll down and up) in `page`. */
async function traceOneLoad(page: Page, pageUrl: string): Promise<TraceEvent[]> {
  const browser = page.context().browser()!;
  // A first same-site page puts the renderer in place, so the slowdown applies to the traced load.
  await page.goto(new URL('/robots.txt', pageUrl).href);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // As Lighthouse does. With DevTools attached but the debugger off, V8 collects the source
  // positions of a function the first time a stack trace through it is taken, by parsing it again on
  // the main thread: React DOM, one 200 KB function in the bundle, cost a 50 to 60 ms parse at 4x that
  // a visitor's browser, with no DevTools attached, never runs (2 to 8 ms at 1x against 15 to 30 ms).
  // With the debugger on, positions are recorded while the script compiles, off the main thread.
  await cdp.send('Debugger.enable');
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(pageUrl, { waitUntil: 'load' });
  await page.evaluate(MAIN_THREAD_QUIET);
  await page.evaluate(SCROLL_DOWN_AND_UP);
  await page.evaluate(MAIN_THREAD_QUIET);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return trace.traceEvents;
}

export interface Task {
  ms: number;
  /** Start, in ms after first paint (negative before it). */
  at: number;
  phase: 'load' | 'scroll';
  /** For a long task, the largest events directly inside it, to tell what it did. */
  inside: string;
}

function largestInside(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const within = (event: TraceEvent, outer: TraceEvent) =>
    event !== outer && event.ts >= outer.ts && event.ts + (event.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const children = events.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && !TASK_NAMES.has(event.name));
  return children
    .filter((child) => !children.some((other) => (other.dur ?? 0) > (child.dur ?? 0) && within(child, other)))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((child) => `${child.name} ${((child.dur ?? 0) / 1000).toFixed(1)} ms`)
    .join(', ');
}

/** The renderer main thread's top-level tasks from the navigation to `pageUrl` on. */
function mainThreadTasks(events: TraceEvent[], pageUrl: string): Task[] {
  const { navigation, firstPaint } = pageLoad(events, pageUrl);
  const scrollStart = events.find((event) => event.name === SCROLL_MARK)?.ts ?? Infinity;
  const onMainThread = events
    .filter((event) => event.pid === firstPaint.pid && event.tid === firstPaint.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let end = 0;
  for (const task of onMainThread) {
    // A task event nested in another (a task run inside a task) belongs to the outer one.
    if (!TASK_NAMES.has(task.name) || task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (task.ts < navigation.ts) continue;
    const ms = (task.dur ?? 0) / 1000;
    tasks.push({
      ms,
      at: (task.ts - firstPaint.ts) / 1000,
      phase: task.ts < scrollStart ? 'load' : 'scroll',
      inside: ms > LONG_TASK_MS ? largestInside(onMainThread, task) : '',
    });
  }
  return tasks;
}

/** One load of `pageUrl` in a fresh context of `browser`, traced: its main thread's tasks. */
export async function traceLoad(browser: Browser, pageUrl: string): Promise<Task[]> {
  const context = await browser.newContext(PHONE);
  try {
    return mainThreadTasks(await traceOneLoad(await context.newPage(), pageUrl), pageUrl);
  } finally {
    await context.close();
  }
}

/**
 * What the load asked of the main thread: its busy time from the navigation until it was quiet (every
 * task, before the first paint too), its longest task, and the tasks over 50 ms after the first paint
 * (the ones Total Blocking Time counts).
 */
export function loadFigures(tasks: readonly Task[]) {
  const load = tasks.filter((task) => task.phase === 'load');
  return {
    busyMs: load.reduce((sum, task) => sum + task.ms, 0),
    longestMs: Math.max(0, ...load.map((task) => task.ms)),
    longAfterPaint: load.filter((task) => task.at >= 0 && task.ms > LONG_TASK_MS).length,
  };
}
