import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../../tools/projectPaths';
import { RUNS_FOLDER, variantFolder } from './builds';
import { refusedContentFolder, writeContentModule } from './content';

describe('the sites of earlier runs of the tests', () => {
  // npm test names its run by its shell's pid and the second it started (package.json): the folder of a
  // run whose process still runs stays, whatever follows the pid; those of runs that are over go.
  test('a run whose process runs keeps its sites; a run that is over loses them when the next starts', (t) => {
    const over = spawnSync(process.execPath, ['-e', '']).pid;
    const folders = { running: `${process.pid}-1700000000`, over: `${over}-1700000000`, overByPid: String(over) };
    for (const folder of Object.values(folders)) mkdirSync(join(RUNS_FOLDER, folder, 'site'), { recursive: true });
    t.after(() => rmSync(join(RUNS_FOLDER, folders.running), { recursive: true, force: true }));
    const next = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./test/support/builds.ts')"], {
      cwd: ROOT,
      env: { ...process.env, TEST_RUN_ID: `${process.pid}-next` },
      encoding: 'utf8',
    });
    assert.equal(next.status, 0, next.stderr);
    assert.deepEqual(Object.fromEntries(Object.entries(folders).map(([name, folder]) => [name, existsSync(join(RUNS_FOLDER, folder))])), {
      running: true,
      over: false,
      overByPid: false,
    });
  });
});

describe('a site built for the tests', () => {
  const RUN = `${process.pid}-builds`;
  /** buildVariant in a child process of this run: it prints the site's folder, or fails as its build did. */
  const buildInChild = (contentDir: string) =>
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { buildVariant } = await import('./test/support/builds.ts'); console.log(buildVariant({}, ${JSON.stringify(contentDir)}));`,
      ],
      { cwd: ROOT, env: { ...process.env, TEST_RUN_ID: RUN } },
    );
  const ended = (child: ReturnType<typeof spawn>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  /** The folder buildVariant uses for `content` in the child's run. */
  const siteOf = (content: string) => join(RUNS_FOLDER, RUN, basename(variantFolder({}, content)));

  test('is named by the content it is built from, not by its folder', () => {
    const [first, second, other] = [refusedContentFolder(), refusedContentFolder(), refusedContentFolder()];
    writeContentModule(other, 'skills', { skills: [] });
    assert.equal(variantFolder({}, first), variantFolder({}, second));
    assert.notEqual(variantFolder({}, first), variantFolder({}, other));
    assert.notEqual(variantFolder({}, first), variantFolder({ SITE_URL: 'https://example.org' }, first));
  });

  test('another process building the same site is waited for; one that ended without it is not', async (t) => {
    const content = refusedContentFolder();
    const site = siteOf(content);
    t.after(() => rmSync(join(RUNS_FOLDER, RUN), { recursive: true, force: true }));
    mkdirSync(dirname(site), { recursive: true });
    // A builder that is still running: the child waits, builds nothing, and answers once the site is there.
    const builder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1_000)']);
    t.after(() => builder.kill());
    writeFileSync(`${site}.building`, String(builder.pid));
    const child = buildInChild(content);
    const answer = ended(child);
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes(`# waiting for process ${builder.pid}`) && resolve());
      void answer.then(({ stderr }) => reject(new Error(`it did not wait:\n${stderr}`)));
    });
    mkdirSync(site);
    const waited = await answer;
    assert.equal(waited.code, 0, waited.stderr);
    assert.equal(waited.stdout.trim(), site);
    // A builder that ended without the site (its build failed): the child builds it, and fails as it did.
    rmSync(site, { recursive: true });
    writeFileSync(`${site}.building`, String(spawnSync(process.execPath, ['-e', '']).pid));
    const takenOver = await ended(buildInChild(content));
    assert.notEqual(takenOver.code, 0);
    assert.match(takenOver.stderr, /build into .* failed/);
    assert.equal(existsSync(`${site}.building`), false, 'the lock is left behind');
  });
});
