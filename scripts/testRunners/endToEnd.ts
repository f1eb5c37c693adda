// `npm run test:e2e:owners`, `npm test`'s last step, in two lanes with one process (and one Chromium)
// at a time each:
// - the behaviour tests in the browser (test/e2e/*.test.ts), on the demo fixture;
// - the suites whose outcome depends on the content again on the second owner fixture (fewer projects,
//   skills and experiences, no phone, a project without image, an empty filter), and the site checks on
//   the owner's own content (src/content/) and on two held-out owners' (scripts/forks/heldOutOwners.ts);
// - a new owner's fork, her types and the site checks there (forkSteps.ts; none in a fork's own npm test).
// The steps of fixed length first, one lane the fork, the other the second owner and the site checks;
// then each lane takes the demo's files from one queue (fileQueue.ts), the largest first, whenever it is
// free, so that both end within a file of each other. Dealt into two fixed shares, one share ran 70 to
// 110 s longer than the other while that lane had nothing left (docs/performance.md).
// One process kept the two cores about 75 % busy (its tests wait on pages as much as they work); two,
// because the machine the suite must fit has two cores, took this step from 466 and 483 s to 430 and
// 403 s. Each report is printed whole when its process ends.
import { readdirSync, statSync } from 'node:fs';
import { temporaryFolder } from '../temporaryFolder';
import { runTestFiles } from './bufferedChild';
import { forkStepOf } from './forkSteps';
import { OWNER_DEPENDENT, SITE_CHECKS_IN_BROWSER } from './ownerDependent';

const SECOND_OWNER = 'test/fixtures/owners/julia';
const DEMO_FILES = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/e2e/${file}`)
  .sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
const queue = temporaryFolder('e2e-queue-');
const demo = (lane: number) => () =>
  runTestFiles(DEMO_FILES, {
    heading: `behaviour tests in the browser, on the demo fixture, lane ${lane} (files taken from a queue of ${DEMO_FILES.length})`,
    env: { TEST_FILE_QUEUE: queue },
  });
const secondOwner = () =>
  runTestFiles(OWNER_DEPENDENT, {
    heading: `behaviour tests that depend on the content, on ${SECOND_OWNER} (${OWNER_DEPENDENT.length} files)`,
    env: { E2E_CONTENT_DIR: SECOND_OWNER },
  });
const siteChecks = () =>
  runTestFiles(SITE_CHECKS_IN_BROWSER, {
    heading: 'the site checks, on your content (src/content/) and on two held-out owners',
    env: { SITE_CHECKS_HELD_OUT: '1' },
  });
const inTurn = async (steps: (() => Promise<number>)[]) => {
  const codes: number[] = [];
  for (const step of steps) codes.push(await step());
  return codes;
};
const codes = await Promise.all([inTurn([forkStepOf(process.env), demo(1)]), inTurn([secondOwner, siteChecks, demo(2)])]);
process.exitCode = codes.flat().some((code) => code !== 0) ? 1 : 0;
