// A child process whose output is held and printed whole when it ends, so that children running side
// by side never interleave their reports.
import { spawn } from 'node:child_process';

export interface BufferedRun {
  /** Printed above the child's report, with whether it passed. */
  heading?: string;
  cwd?: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
}

/** Runs `command` with `args`; resolves with its exit code (1 when a signal ended it) once its output is printed. */
export function runBuffered(command: string, args: string[], { heading, cwd, env }: BufferedRun = {}): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      // Its time, as the run saw it: which step keeps the others waiting shows in every log.
      const seconds = Math.round((performance.now() - started) / 1000);
      if (heading) console.log(`\n# ---- ${heading}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ----`);
      process.stdout.write(Buffer.concat(output));
      if (signal) console.log(`# ${heading ?? command} ended on ${signal}`);
      resolve(code ?? 1);
    });
  });
}

/** The test files, run in one process (oneProcess.ts, with the tests' content: test/setup/demoContent.ts) and reported whole when it ends. */
export function runTestFiles(files: string[], run: BufferedRun = {}): Promise<number> {
  return runBuffered(
    process.execPath,
    ['--import', 'tsx', '--import', './test/setup/demoContent.ts', 'scripts/testRunners/oneProcess.ts', ...files],
    run,
  );
}
