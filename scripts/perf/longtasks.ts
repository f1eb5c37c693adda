/**
 * npm run perf:longtasks: main-thread tasks over 50 ms after first paint, from a Chromium trace of
 * the production build at 4x CPU slowdown (Lighthouse's mobile factor) on a 412x823 phone viewport.
 * Each run loads / in a fresh context and traces two phases: the load, until the main thread has
 * been idle for a while (every section hydrated), then a scroll to the bottom and back (sections
 * met on the way, lazy images). PERF_RUNS sets the number of runs (5).
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium';
import { pageLoad, type TraceEvent } from '../browser/chromiumTrace';
import { buildAndServe, median } from './site';

const RUNS = Number(process.env.PERF_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing'];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCROLL_MARK = 'perf:scroll';

// Strings, not functions: the TypeScript loader would add helpers the page does not have.
// Every section and the footer hydrated (React has marked their nodes), then two idle periods in a
// row of at least 45 ms with nothing else to run. A page that never gets there fails the run.
const MAIN_THREAD_QUIET = `new Promise((resolve, reject) => {
  const giveUp = setTimeout(() => reject(new Error('the main thread was not quiet within 60 s of the load')), 60000);
  const hydrated = () => [...document.querySelectorAll('main > section, footer')]
    .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  let quiet = 0;
  const check = (deadline) => {
    quiet = hydrated() && !deadline.didTimeout && deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
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

async function traceOneLoad(page: Page, url: string): Promise<TraceEvent[]> {
  const browser = page.context().browser()!;
  // A first same-site page puts the renderer in place, so the slowdown applies to the traced load.
  await page.goto(`${url}/robots.txt`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // As Lighthouse does. With DevTools attached but the debugger off, V8 collects the source
  // positions of a function the first time a stack trace through it is taken, by parsing it again on
  // the main thread: React DOM, one 200 KB function in the bundle, cost a 50 to 60 ms parse at 4x that
  // a visitor's browser, with no DevTools attached, never runs (2 to 8 ms at 1x against 15 to 30 ms).
  // With the debugger on, positions are recorded while the script compiles, off the main thread.
  await cdp.send('Debugger.enable');
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.evaluate(MAIN_THREAD_QUIET);
  await page.evaluate(SCROLL_DOWN_AND_UP);
  await page.evaluate(MAIN_THREAD_QUIET);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return trace.traceEvents;
}

interface Task {
  ms: number;
  /** Start, in ms after first paint. */
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

/** The renderer main thread's top-level tasks after the page's first paint. */
function tasksAfterFirstPaint(events: TraceEvent[], pageUrl: string): Task[] {
  const { firstPaint } = pageLoad(events, pageUrl);
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
    // The task that paints first is the page's first rendering, not something after it.
    if (task.ts < firstPaint.ts) continue;
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

const summary = (tasks: Task[]) => ({
  long: tasks.filter((task) => task.ms > LONG_TASK_MS).length,
  longest: Math.max(0, ...tasks.map((task) => task.ms)),
});

const server = await buildAndServe();
const browser = await launchChromium();
const runs: Record<Task['phase'], ReturnType<typeof summary>>[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext(PHONE);
    const tasks = tasksAfterFirstPaint(await traceOneLoad(await context.newPage(), server.url), `${server.url}/`);
    await context.close();
    const load = summary(tasks.filter((task) => task.phase === 'load'));
    const scroll = summary(tasks.filter((task) => task.phase === 'scroll'));
    runs.push({ load, scroll });
    console.log(
      `run ${run}: load ${load.long} task(s) over ${LONG_TASK_MS} ms (longest ${load.longest.toFixed(1)} ms); ` +
        `scrolling ${scroll.long} (longest ${scroll.longest.toFixed(1)} ms)`,
    );
    for (const task of tasks.filter((item) => item.ms > LONG_TASK_MS)) {
      console.log(`  ${task.phase} +${task.at.toFixed(0)} ms: ${task.ms.toFixed(1)} ms (${task.inside})`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
for (const phase of ['load', 'scroll'] as const) {
  const rows = runs.map((run) => run[phase]);
  console.log(
    `${phase === 'load' ? 'Load (first paint to idle)' : 'Scrolling down and up'}: tasks over ${LONG_TASK_MS} ms per run ` +
      `${rows.map((row) => row.long).join(', ')}; longest task, median ${median(rows.map((row) => row.longest)).toFixed(1)} ms, ` +
      `worst ${Math.max(...rows.map((row) => row.longest)).toFixed(1)} ms (${RUNS} runs, ${CPU_SLOWDOWN}x CPU slowdown)`,
  );
}
