// The perf scripts measure the production build as a host serves it: built once, served on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { serveStatic } from '../../tools/localServers/staticServer';
import { ROOT } from '../../tools/projectPaths';

export async function buildAndServe() {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return serveStatic(join(ROOT, 'dist'), { port: 0 });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median and the range: `1279 (1144 to 1369)`. */
export const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)})`;
