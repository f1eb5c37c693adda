// `npm run test:fork`: the owners' forks and their checks (forkSteps.ts), one after another.
import { FORKS, runFork } from './forkSteps';

let failed = false;
for (const fork of FORKS) failed = (await runFork(fork)) !== 0 || failed;
process.exitCode = failed ? 1 : 0;
