/**
 * npm run perf:compare -- SITE...: this working tree's build beside other sites, measured in the same
 * run, interleaved (this, then each other, round after round: PERF_RUNS rounds, 5 by default), so that
 * the machine's hour weighs on all alike. A SITE is a page's URL (another site, served on 127.0.0.1:
 * see the README for astro-sphere) or a git revision of this repository, built in a temporary worktree
 * that borrows this checkout's node_modules. PERF_PATH is this build's page (`/` by default).
 * Two measures: Lighthouse mobile (its scores and timings, medians and spread, and each site's ratio to
 * this build's), simulated or with the slow link applied (PERF_THROTTLING: `simulate`, the default,
 * `devtools` or `both`, each mode in every round), then a Chromium trace at 4x CPU slowdown of each load: the main thread's busy time
 * from the navigation until it is quiet, and its longest task (steadier than Total Blocking Time).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../tools/localServers/staticServer';
import { ROOT } from '../../tools/projectPaths';
import { launchChromium } from '../browser/chromium';
import { lighthouseRow, measure, THROTTLINGS, type Row } from './lighthouseRun';
import { loadFigures, traceLoad } from './mainThread';
import { median, spread } from './site';

const others = process.argv.slice(2);
if (others.length === 0) {
  console.error('usage: npm run perf:compare -- SITE...   (SITE: a page URL, or a git revision of this repository)');
  process.exit(1);
}
const RUNS = Number(process.env.PERF_RUNS ?? 5);
const PATH = process.env.PERF_PATH ?? '/';
const work = mkdtempSync(join(tmpdir(), 'perf-compare-'));
const worktrees: string[] = [];
const servers: { close(): Promise<void> }[] = [];

function build(checkout: string, outdir: string): void {
  const result = spawnSync(process.execPath, ['build.mjs', `--outdir=${outdir}`, '--settings-file=/nonexistent/.env'], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build in ${checkout} failed`);
}

/** A build of this repository (the working tree, or a revision), served: the URL of its page. */
async function served(revision?: string): Promise<string> {
  let checkout = ROOT;
  if (revision) {
    checkout = join(work, `tree-${worktrees.length}`);
    execFileSync('git', ['worktree', 'add', '--detach', checkout, revision], { cwd: ROOT, stdio: 'ignore' });
    worktrees.push(checkout);
    symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
  }
  const outdir = join(work, `dist-${servers.length}`);
  build(checkout, outdir);
  const server = await serveStatic(outdir, { port: 0 });
  servers.push(server);
  return `${server.url}${PATH}`;
}

try {
  const sites = [
    { name: 'this build', url: await served() },
    ...(await Promise.all(others.map(async (site) => ({ name: site, url: /^https?:\/\//.test(site) ? site : await served(site) })))),
  ];
  const lighthouse = new Map<string, Row[]>(THROTTLINGS.flatMap((mode) => sites.map((site) => [`${mode} ${site.name}`, []])));
  for (let round = 1; round <= RUNS; round++) {
    for (const mode of THROTTLINGS) {
      for (const site of sites) {
        const row = lighthouseRow(await measure(site.url, 'mobile', mode));
        lighthouse.get(`${mode} ${site.name}`)!.push(row);
        console.log(
          `Lighthouse ${mode} round ${round}, ${site.name}: performance ${row.performance}, FCP ${Math.round(row['FCP ms'])} ms, LCP ${Math.round(row['LCP ms'])} ms, TBT ${Math.round(row['TBT ms'])} ms`,
        );
      }
    }
  }
  const browser = await launchChromium();
  const traces = new Map<string, ReturnType<typeof loadFigures>[]>(sites.map((site) => [site.name, []]));
  try {
    for (let round = 1; round <= RUNS; round++) {
      for (const site of sites) {
        const figures = loadFigures(await traceLoad(browser, site.url));
        traces.get(site.name)!.push(figures);
        console.log(
          `trace round ${round}, ${site.name}: busy ${Math.round(figures.busyMs)} ms, longest task ${Math.round(figures.longestMs)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const metrics = ['performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'script B', 'total B'];
  for (const mode of THROTTLINGS) {
    console.log(
      `\nLighthouse mobile, ${mode === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling, ${RUNS} interleaved rounds, ${when} UTC: median (spread); ratio to this build's median`,
    );
    console.log(['metric'.padEnd(16), ...sites.map((site) => site.name.slice(0, 30).padStart(32))].join(''));
    for (const key of metrics) {
      const ours = median(lighthouse.get(`${mode} ${sites[0].name}`)!.map((row) => row[key]));
      const cells = sites.map((site) => {
        const values = lighthouse.get(`${mode} ${site.name}`)!.map((row) => row[key]);
        const ratio = site === sites[0] || ours === 0 ? '' : ` x${(median(values) / ours).toFixed(2)}`;
        return `${spread(values, key === 'CLS' ? 3 : 0)}${ratio}`.padStart(32);
      });
      console.log([key.padEnd(16), ...cells].join(''));
    }
  }
  console.log(`\nMain thread at 4x CPU slowdown, from the navigation until quiet, ${RUNS} interleaved runs: median (spread)`);
  for (const [label, pick] of [
    ['busy ms', (figures: ReturnType<typeof loadFigures>) => figures.busyMs],
    ['longest task ms', (figures: ReturnType<typeof loadFigures>) => figures.longestMs],
    ['long after paint', (figures: ReturnType<typeof loadFigures>) => figures.longAfterPaint],
  ] as const) {
    console.log([label.padEnd(16), ...sites.map((site) => spread(traces.get(site.name)!.map(pick)).padStart(32))].join(''));
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
  for (const worktree of worktrees) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
