import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { temporaryFolder } from '../../scripts/temporaryFolder';

const FIXTURES = 'test/fixtures/testRunner';
// The report's format is named, not left to Node's default: TAP until Node 22, a terminal-style report
// even into a pipe from Node 23 on.
const RUNNER = ['--test-reporter=tap', '--import', 'tsx', 'scripts/testRunners/oneProcess.ts'];
const runnerEnv = (env: Record<string, string> = {}) => ({ ...process.env, NODE_TEST_CONTEXT: undefined, ...env });

/** The runner's report, run in a child process beside others. */
function runnerOutput(files: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...RUNNER, ...files], { env: runnerEnv(env), stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`the runner ended with ${code}:\n${output}`))));
  });
}

describe('the one-process test runner', () => {
  test('a file that crashes while loading fails under its name, the files after it still run, and the run fails', () => {
    const run = spawnSync(
      process.execPath,
      [...RUNNER, `${FIXTURES}/passes.fixture.ts`, `${FIXTURES}/crashes.fixture.ts`, `${FIXTURES}/after.fixture.ts`],
      { encoding: 'utf8', env: runnerEnv() },
    );
    assert.match(run.stdout, new RegExp(`^not ok \\d+ - ${FIXTURES}/crashes\\.fixture\\.ts loads$`, 'm'));
    assert.match(run.stdout, /this file cannot load/);
    assert.match(run.stdout, /^ok \d+ - runs after the crash$/m, 'the file after the crash ran');
    assert.match(run.stdout, /^# pass 2$/m);
    assert.match(run.stdout, /^# fail 1$/m);
    assert.notEqual(run.status, 0);
  });

  test('from a queue (TEST_FILE_QUEUE): each file loads once the one before has run, and the run ends after the last', async () => {
    const files = [`${FIXTURES}/closesAtEnd.fixture.ts`, `${FIXTURES}/loadsAfterFirst.fixture.ts`];
    const output = await runnerOutput(files, { TEST_FILE_QUEUE: temporaryFolder('queue-') });
    assert.match(output, /^ok \d+ - loaded once the file before had run, before the run closed$/m);
    assert.match(output, /^# fail 0$/m);
  });

  test('processes sharing a queue run each file once between them', async () => {
    const files = ['passes', 'after', 'closesAtEnd'].map((name) => `${FIXTURES}/${name}.fixture.ts`);
    const env = { TEST_FILE_QUEUE: temporaryFolder('queue-') };
    const outputs = await Promise.all([runnerOutput(files, env), runnerOutput(files, env)]);
    const ran = outputs.flatMap((output) =>
      [...output.matchAll(/^ok \d+ - (passes|runs after the crash|first)$/gm)].map(([, name]) => name),
    );
    assert.deepEqual(ran.sort(), ['first', 'passes', 'runs after the crash']);
  });
});
