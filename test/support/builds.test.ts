import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../../tools/projectPaths';
import { RUNS_FOLDER } from './builds';

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
