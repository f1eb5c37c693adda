import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';

const FIXTURES = 'test/fixtures/testRunner';

describe('the one-process test runner', () => {
  test('a file that crashes while loading fails under its name, the files after it still run, and the run fails', () => {
    const run = spawnSync(
      process.execPath,
      [
        // The report's format is named, not left to Node's default: TAP until Node 22, a terminal-style
        // report even into a pipe from Node 23 on.
        '--test-reporter=tap',
        '--import',
        'tsx',
        'scripts/testRunners/oneProcess.ts',
        `${FIXTURES}/passes.fixture.ts`,
        `${FIXTURES}/crashes.fixture.ts`,
        `${FIXTURES}/after.fixture.ts`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
    );
    assert.match(run.stdout, new RegExp(`^not ok \\d+ - ${FIXTURES}/crashes\\.fixture\\.ts loads$`, 'm'));
    assert.match(run.stdout, /this file cannot load/);
    assert.match(run.stdout, /^ok \d+ - runs after the crash$/m, 'the file after the crash ran');
    assert.match(run.stdout, /^# pass 2$/m);
    assert.match(run.stdout, /^# fail 1$/m);
    assert.notEqual(run.status, 0);
  });
});
