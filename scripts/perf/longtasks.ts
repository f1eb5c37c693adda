/**
 * npm run perf:longtasks: main-thread tasks over 50 ms after first paint, from a Chromium trace of
 * the production build at 4x CPU slowdown (Lighthouse's mobile factor) on a 412x823 phone viewport.
 * Each run loads / in a fresh context and traces two phases: the load, until the main thread has
 * been idle for a while, then a scroll to the bottom and back (sections hydrated as they come near,
 * lazy images). PERF_RUNS sets the number of runs (5).
 */
import { launchChromium } from '../browser/chromium';
import { buildAndServe, median } from './site';
import { CPU_SLOWDOWN, LONG_TASK_MS, loadFigures, traceLoad, type Task } from './mainThread';

const RUNS = Number(process.env.PERF_RUNS ?? 5);
const summary = (tasks: Task[]) => ({
  long: tasks.filter((task) => task.ms > LONG_TASK_MS).length,
  longest: Math.max(0, ...tasks.map((task) => task.ms)),
});

const server = await buildAndServe();
const browser = await launchChromium();
const runs: Record<Task['phase'], ReturnType<typeof summary>>[] = [];
const busy: number[] = [];
const longestOfAll: number[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const all = await traceLoad(browser, `${server.url}/`);
    const figures = loadFigures(all);
    busy.push(figures.busyMs);
    longestOfAll.push(figures.longestMs);
    // After the first paint, as before: the task that paints first is the page's first rendering.
    const tasks = all.filter((task) => task.at >= 0);
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
console.log(
  `Load, from the navigation until the main thread is quiet: busy ${Math.round(median(busy))} ms (median; ` +
    `${Math.round(Math.min(...busy))} to ${Math.round(Math.max(...busy))}), longest task ${Math.round(median(longestOfAll))} ms ` +
    `(median; worst ${Math.round(Math.max(...longestOfAll))}), the first rendering's included`,
);
