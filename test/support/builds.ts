/**
 * Sites built for the tests: the production build with exactly the settings and content a test names,
 * never the owner's .env, each built once per run of the tests and shared by its processes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from '../../tools/projectPaths';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../../scripts/siteVariants/buildEnv';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { staticDirOf, TESTED_CONTENT_DIR } from './content';
import { filesOf } from './folderFiles';

export { NO_SETTINGS_FILE, settingsFreeEnv };

/** A folder for a site built by this test process (test files may run side by side), removed when the process ends. */
export function siteFolder(name: string): string {
  const outdir = join(ROOT, '.cache', `site-${name}-${process.pid}`);
  process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
  return outdir;
}

/** The production build with exactly these settings (and build.mjs options) into `outdir`. */
export function buildInto(outdir: string, env: Record<string, string>, options: string[] = []): string {
  // The content under test (TESTED_CONTENT_DIR) and its pictures unless the options name others.
  const args = [
    'build.mjs',
    `--outdir=${outdir}`,
    NO_SETTINGS_FILE,
    `--content=${TESTED_CONTENT_DIR}`,
    `--static-dir=${staticDirOf(TESTED_CONTENT_DIR)}`,
    ...options,
  ];
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
 * (TEST_RUN_ID: its shell's pid, then the second it started, so that a pid the system gives again never
 * finds an old run's sites), else those of one test runner (their parent process). A later run builds
 * anew, and removes the folders of runs whose process (the pid that starts the name) is over.
 */
export const RUNS_FOLDER = join(ROOT, '.cache', 'test-runs');
const RUN_ID = process.env.TEST_RUN_ID ?? String(process.ppid);
const isRunning = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
for (const run of existsSync(RUNS_FOLDER) ? readdirSync(RUNS_FOLDER) : []) {
  if (!isRunning(Number.parseInt(run, 10))) rmSync(join(RUNS_FOLDER, run), { recursive: true, force: true });
}

/**
 * Where this run keeps the site of these settings and content, named by what the build reads, not by
 * where: tests that write the same content into folders of their own (a translation left out, 300
 * generated notes) share one build. The site's own content is read too, for the modules a content folder
 * does not have.
 */
export function variantFolder(env: Record<string, string>, contentDir = TESTED_CONTENT_DIR, staticDir = staticDirOf(contentDir)): string {
  const read = [contentDir, SITE_CONTENT_DIR, staticDir].map((dir) => filesOf(dir));
  const digest = createHash('sha256')
    .update(JSON.stringify([env, read]))
    .digest('hex')
    .slice(0, 12);
  return join(RUNS_FOLDER, RUN_ID, digest);
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const readLock = (lock: string) => {
  try {
    return readFileSync(lock, 'utf8');
  } catch {
    return '';
  }
};

/**
 * Builds the production site with exactly these settings and content, once per run of the tests:
 * suites that ask for the same settings and content share one build, and a process that asks for a site
 * another is building waits for it rather than building it too.
 */
export function buildVariant(env: Record<string, string>, contentDir = TESTED_CONTENT_DIR, staticDir = staticDirOf(contentDir)): string {
  const outdir = variantFolder(env, contentDir, staticDir);
  const lock = `${outdir}.building`;
  mkdirSync(dirname(outdir), { recursive: true });
  let waiting = false;
  while (!existsSync(outdir)) {
    // The lock is taken with the builder's pid already in it: a link fails if the lock exists.
    const claim = `${lock}-${process.pid}`;
    writeFileSync(claim, String(process.pid));
    try {
      linkSync(claim, lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process builds it: wait, unless that process ended without finishing (its build failed).
      // No pid: the lock has just gone, and the loop looks again.
      const builder = Number.parseInt(readLock(lock), 10);
      if (Number.isNaN(builder)) continue;
      if (isRunning(builder)) {
        if (!waiting) process.stderr.write(`# waiting for process ${builder} to build ${outdir}\n`);
        waiting = true;
        Atomics.wait(pause, 0, 0, 200);
      } else rmSync(lock, { force: true });
      continue;
    } finally {
      rmSync(claim, { force: true });
    }
    try {
      const building = `${outdir}-${process.pid}`;
      buildInto(building, env, [`--content=${contentDir}`, `--static-dir=${staticDir}`]);
      renameSync(building, outdir);
    } finally {
      rmSync(lock, { force: true });
    }
  }
  return outdir;
}

/** The site built with no settings at all, whatever the owner's .env says. */
export function defaultDist(): string {
  return buildVariant({});
}
