/**
 * npm run perf: Lighthouse against the production build, mobile (default simulated throttling)
 * and desktop, 3 runs each with a fresh Chromium profile; prints the medians and keeps the JSON
 * reports in perf-reports/ (git-ignored). Lighthouse 12 is used: 13 needs Node 22.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../tools/projectPaths';
import { buildAndServe, median } from './site';
import { lighthouseRow, measure, type Row } from './lighthouseRun';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** The page measured: `/` by default, `PERF_PATH=/en/` for the English edition. */
const PATH = process.env.PERF_PATH ?? '/';
const REPORTS = join(ROOT, 'perf-reports');

const server = await buildAndServe();
mkdirSync(REPORTS, { recursive: true });

const results: Record<string, Row[]> = { mobile: [], desktop: [] };

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * Where mobile TBT comes from: Lighthouse's long tasks on its simulated timeline (observed 1x times
 * scaled by 4, by 2 for tasks that lay out), `*` on those ending after the simulated first paint:
 * TBT adds up their time over 50 ms (near enough: Lighthouse blends two simulations). "navigation"
 * is Chromium's commit of the page, before any of our code runs.
 */
function longTaskSummary(lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> }): string {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] })?.items ?? []).sort((a, b) => a.startTime - b.startTime);
  const name = (url: string) => (url === 'Unattributable' ? 'navigation' : url.split('/').pop() || 'document');
  const described = tasks.map(
    (task) =>
      `${Math.round(task.startTime)}+${Math.round(task.duration)}${task.startTime + task.duration > firstPaint ? '*' : ''} ${name(task.url)}`,
  );
  return `simulated FCP ${Math.round(firstPaint)} ms; long tasks (start+ms): ${described.join(', ') || 'none'}`;
}

for (const formFactor of ['mobile', 'desktop'] as const) {
  for (let run = 1; run <= RUNS; run++) {
    {
      const lhr = await measure(`${server.url}${PATH}`, formFactor);
      writeFileSync(join(REPORTS, `${formFactor}-${run}.json`), JSON.stringify(lhr));
      results[formFactor].push(lighthouseRow(lhr));
      const row = results[formFactor].at(-1)!;
      console.log(
        `${formFactor} run ${run}: performance ${row.performance}, LCP ${Math.round(row['LCP ms'])} ms, TBT ${Math.round(row['TBT ms'])} ms, CLS ${row.CLS.toFixed(3)}`,
      );
      if (formFactor === 'mobile') console.log(`  ${longTaskSummary(lhr)}`);
      const failing = Object.values(lhr.audits).filter(
        (item) =>
          item.score !== null &&
          item.score < 1 &&
          item.scoreDisplayMode !== 'informative' &&
          item.scoreDisplayMode !== 'notApplicable' &&
          item.scoreDisplayMode !== 'manual',
      );
      if (run === 1 && failing.length)
        console.log(`${formFactor}: audits below 1: ${failing.map((item) => `${item.id} (${item.score})`).join(', ')}`);
    }
  }
}
await server.close();

const keys = Object.keys(results.mobile[0]);
console.log(`\nLighthouse ${RUNS} run(s) each, medians (${new Date().toISOString().slice(0, 10)})\n`);
console.log(`${'metric'.padEnd(16)}${'mobile'.padStart(10)}${'desktop'.padStart(10)}`);
for (const key of keys) {
  const cell = (rows: Row[]) => {
    const value = median(rows.map((row) => row[key]));
    return (key === 'CLS' ? value.toFixed(3) : String(Math.round(value))).padStart(10);
  };
  console.log(`${key.padEnd(16)}${cell(results.mobile)}${cell(results.desktop)}`);
}
console.log(`\nReports: ${REPORTS}`);
