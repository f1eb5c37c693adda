/**
 * npm run perf:compare -- REV [PATH]: Lighthouse (mobile) on the build of a commit (A) and on the build
 * of the working tree (B), interleaved A B A B, PERF_RUNS rounds (default 5), both built the same way
 * (no settings file) and served on 127.0.0.1; prints each figure's median and spread for A and B.
 * A is built in a temporary git worktree that borrows this checkout's node_modules: a commit whose
 * dependencies differ needs `npm ci` there instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../tools/localServers/staticServer';
import { ROOT } from '../../tools/projectPaths';
import { lighthouseRow, measure, type Row } from './lighthouseRun';
import { median } from './site';

const [revision, path = '/'] = process.argv.slice(2);
if (!revision) {
  console.error('usage: npm run perf:compare -- REV [PATH]   (REV: a commit to compare the working tree with)');
  process.exit(1);
}
const RUNS = Number(process.env.PERF_RUNS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'perf-compare-'));

function build(checkout: string, outdir: string): void {
  const result = spawnSync(process.execPath, ['build.mjs', `--outdir=${outdir}`, '--settings-file=/nonexistent/.env'], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build in ${checkout} failed`);
}

const worktree = join(work, 'a');
execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { cwd: ROOT, stdio: 'ignore' });
try {
  symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'));
  build(worktree, join(work, 'dist-a'));
  build(ROOT, join(work, 'dist-b'));
  const servers = { A: await serveStatic(join(work, 'dist-a'), { port: 0 }), B: await serveStatic(join(work, 'dist-b'), { port: 0 }) };
  const rows: Record<'A' | 'B', Row[]> = { A: [], B: [] };
  for (let round = 1; round <= RUNS; round++) {
    for (const side of ['A', 'B'] as const) {
      const row = lighthouseRow(await measure(`${servers[side].url}${path}`, 'mobile'));
      rows[side].push(row);
      console.log(
        `round ${round} ${side}: performance ${row.performance}, LCP ${Math.round(row['LCP ms'])} ms, TBT ${Math.round(row['TBT ms'])} ms, CLS ${row.CLS.toFixed(3)}`,
      );
    }
  }
  await Promise.all(Object.values(servers).map((server) => server.close()));
  const cell = (values: number[], key: string) => {
    const show = (value: number) => (key === 'CLS' ? value.toFixed(3) : String(Math.round(value)));
    return `${show(median(values))} (${show(Math.min(...values))} to ${show(Math.max(...values))})`.padStart(26);
  };
  console.log(`\nLighthouse mobile, ${path}, ${RUNS} interleaved rounds, medians (spread), ${new Date().toISOString().slice(0, 16)} UTC`);
  console.log(`${'metric'.padEnd(16)}${`A: ${revision}`.padStart(26)}${'B: working tree'.padStart(26)}`);
  for (const key of [
    'performance',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'Speed Index ms',
    'script B',
    'stylesheet B',
    'font B',
    'document B',
    'total B',
  ]) {
    console.log(
      `${key.padEnd(16)}${cell(
        rows.A.map((row) => row[key]),
        key,
      )}${cell(
        rows.B.map((row) => row[key]),
        key,
      )}`,
    );
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
