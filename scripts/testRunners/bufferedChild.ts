// A child process whose output is held and printed whole when it ends, so that children running side
// by side never interleave their reports.
import { spawn } from 'node:child_process';

/** Runs `command` with `args` (in `cwd`); resolves with its exit code (1 when a signal ended it) once its output is printed. */
export function runBuffered(command: string, args: string[], heading?: string, cwd?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (heading) console.log(`\n# ---- ${heading}: ${code === 0 ? 'passed' : 'FAILED'} ----`);
      process.stdout.write(Buffer.concat(output));
      if (signal) console.log(`# ${heading ?? command} ended on ${signal}`);
      resolve(code ?? 1);
    });
  });
}
