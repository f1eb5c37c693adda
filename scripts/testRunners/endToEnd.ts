// `npm run test:e2e:owners`, `npm test`'s last step, in two processes with one Chromium each:
// - the behaviour tests in the browser (test/e2e/*.test.ts), on the demo fixture, their files dealt
//   between the two by size (dealByWeight);
// - then, in the first, the suites whose outcome depends on the content again on the second owner
//   fixture (fewer projects, skills and experiences, no phone, a project without image, an empty filter),
//   and the site checks on the owner's own content (src/content/) and on two held-out owners'
//   (scripts/forks/heldOutOwners.ts);
// - in the second, a new owner's fork (forkSteps.ts): the two ends measured 285 and 352 s the other way
//   round (2026-11-28, 587 s in all).
// One process kept the two cores about 75 % busy (its tests wait on pages as much as they work); two,
// because the machine the suite must fit has two cores, took this step from 466 and 483 s to 430 and
// 403 s (docs/performance.md). Each report is printed whole when its process ends.
import { readdirSync, statSync } from 'node:fs';
import { runTestFiles } from './bufferedChild';
import { dealByWeight } from './dealInTurn';
import { runFork } from './forkSteps';
import { OWNER_DEPENDENT, SITE_CHECKS_IN_BROWSER } from './ownerDependent';

const SECOND_OWNER = 'test/fixtures/owners/julia';
const PROCESSES = 2;
const ALL = readdirSync('test/e2e')
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `test/e2e/${file}`);
const shares = dealByWeight(ALL, PROCESSES, (file) => statSync(file).size);
const demo = (index: number) =>
  runTestFiles(shares[index], {
    heading: `behaviour tests in the browser, on the demo fixture, part ${index + 1} of ${PROCESSES} (${shares[index].length} files)`,
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
const codes = await Promise.all([inTurn([() => demo(0), secondOwner, siteChecks]), inTurn([() => demo(1), runFork])]);
process.exitCode = codes.flat().some((code) => code !== 0) ? 1 : 0;
