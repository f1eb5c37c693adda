// `npm run test:e2e:owners`: the end-to-end suite against the demo owner's site and against the
// second owner fixture's, side by side: one run keeps a core waiting on the browser, two fill the
// machine's two. Each run's report is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const RUNS = [
  { content: 'src/content', env: {} },
  { content: 'test/fixtures/owners/julia', env: { E2E_CONTENT_DIR: 'test/fixtures/owners/julia' } },
];

console.log(`end-to-end tests for ${RUNS.map((run) => run.content).join(' and ')}, side by side`);
const codes = await Promise.all(
  RUNS.map(
    ({ content, env }) =>
      new Promise<number>((resolve) => {
        const child = spawn('npm', ['run', '--silent', 'test:e2e'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        const report: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => report.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => report.push(chunk));
        child.on('close', (code) => {
          console.log(`\n# ---- end-to-end tests with the content of ${content}: ${code === 0 ? 'passed' : 'FAILED'} ----`);
          process.stdout.write(Buffer.concat(report));
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
