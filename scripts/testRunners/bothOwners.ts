// `npm run test:e2e:owners`: the end-to-end suite against the demo owner's site, then the suites
// whose outcome depends on the content (ownerDependent.ts) against the second owner fixture's (fewer
// projects, skills and experiences, no phone, a project without image, an empty filter).
// One run at a time: side by side, on two cores, each suite took 1.7 to 2 times as long as alone
// (2026-11-25), and every wait in the tests grew with it.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { OWNER_DEPENDENT } from './ownerDependent';

const ALL = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `test/e2e/${file}`);
const RUNS = [
  { content: 'src/content', env: {}, files: ALL },
  { content: 'test/fixtures/owners/julia', env: { E2E_CONTENT_DIR: 'test/fixtures/owners/julia' }, files: OWNER_DEPENDENT },
];

let failed = false;
for (const { content, env, files } of RUNS) {
  console.log(`\n# ---- end-to-end tests with the content of ${content} (${files.length} files) ----`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/testRunners/oneProcess.ts', ...files], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  failed ||= run.status !== 0;
}
process.exitCode = failed ? 1 : 0;
