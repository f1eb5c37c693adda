// `npm run test:fork`: the new owner's fork and its checks (forkSteps.ts).
import { runFork } from './forkSteps';

process.exitCode = await runFork();
