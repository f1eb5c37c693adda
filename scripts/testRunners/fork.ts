// `npm run test:fork`: a new owner's fork and its checks (forkSteps.ts), one after another.
import { forkEndToEnd, prepareFork } from './forkSteps';

process.exitCode = await forkEndToEnd(await prepareFork());
