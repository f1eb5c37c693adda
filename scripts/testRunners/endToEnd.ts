// `npm run test:e2e:owners`, `npm test`'s last step: the end-to-end suite against the demo owner's
// site while a new owner's fork is made and its types and unit tests run (forkSteps.ts); then, side by
// side, the suites whose outcome depends on the content (ownerDependent.ts) against the second owner
// fixture's (fewer projects, skills and experiences, no phone, a project without image, an empty
// filter) and against the fork's.
// The demo's suite alone keeps the two cores about 75 % busy (it waits on pages as much as it works);
// the fork's checks fill what it leaves. Two end-to-end runs side by side each take longer, so the
// demo's suite, the longest, runs beside no other browser. Each report is printed whole when its
// process ends.
import { readdirSync } from 'node:fs';
import { runTestFiles } from './bufferedChild';
import { forkEndToEnd, prepareFork } from './forkSteps';
import { OWNER_DEPENDENT } from './ownerDependent';

const SECOND_OWNER = 'test/fixtures/owners/julia';
const ALL = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `test/e2e/${file}`);

const demo = runTestFiles(ALL, { heading: `end-to-end tests with the content of src/content (${ALL.length} files)` });
const fork = prepareFork();
const codes = [await demo];
codes.push(
  ...(await Promise.all([
    runTestFiles(OWNER_DEPENDENT, {
      heading: `end-to-end tests with the content of ${SECOND_OWNER} (${OWNER_DEPENDENT.length} files)`,
      env: { E2E_CONTENT_DIR: SECOND_OWNER },
    }),
    fork.then(forkEndToEnd),
  ])),
);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
