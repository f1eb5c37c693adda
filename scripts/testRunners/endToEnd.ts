// `npm run test:e2e:owners`, `npm test`'s last step: the end-to-end suite against the demo owner's
// site, its files dealt in path order between two processes with one Chromium each; after its share,
// each process runs the suites whose outcome depends on the content (ownerDependent.ts) against
// another owner: the second owner fixture's (fewer projects, skills and experiences, no phone, a
// project without image, an empty filter), and a new owner's fork, made, with its types and unit
// tests run, beside the demo's suite (forkSteps.ts).
// One process kept the two cores about 75 % busy (its tests wait on pages as much as they work); two,
// because the machine the suite must fit has two cores, took this step from 466 and 483 s to 430 and
// 403 s (docs/performance.md). Each report is printed whole when its process ends.
import { readdirSync } from 'node:fs';
import { runTestFiles } from './bufferedChild';
import { dealInTurn } from './dealInTurn';
import { forkEndToEnd, prepareFork } from './forkSteps';
import { OWNER_DEPENDENT } from './ownerDependent';

const SECOND_OWNER = 'test/fixtures/owners/julia';
const PROCESSES = 2;
const ALL = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `test/e2e/${file}`);
const shares = dealInTurn(ALL, PROCESSES);
const demo = (index: number) =>
  runTestFiles(shares[index], {
    heading: `end-to-end tests with the content of src/content, part ${index + 1} of ${PROCESSES} (${shares[index].length} files)`,
  });

const fork = prepareFork();
const secondOwner = () =>
  runTestFiles(OWNER_DEPENDENT, {
    heading: `end-to-end tests with the content of ${SECOND_OWNER} (${OWNER_DEPENDENT.length} files)`,
    env: { E2E_CONTENT_DIR: SECOND_OWNER },
  });
const codes = await Promise.all([
  demo(0).then(async (code) => [code, await secondOwner()]),
  demo(1).then(async (code) => [code, await fork.then(forkEndToEnd)]),
]);
process.exitCode = codes.flat().some((code) => code !== 0) ? 1 : 0;
