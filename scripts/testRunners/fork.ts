// `npm run test:fork`: the new owner's fork and, there, the whole `npm test` (forkSteps.ts), then the site
// checks on the two held-out owners (scripts/forks/heldOutOwners.ts), as `npm test` runs them.
import { runTestFiles } from './bufferedChild';
import { runFork } from './forkSteps';
import { SITE_CHECKS_IN_BROWSER } from './ownerDependent';

const fork = await runFork({ whole: true });
const heldOut = await runTestFiles(SITE_CHECKS_IN_BROWSER, {
  heading: 'the site checks, on two held-out owners (and on your content)',
  env: { SITE_CHECKS_HELD_OUT: '1' },
});
process.exitCode = fork || heldOut;
