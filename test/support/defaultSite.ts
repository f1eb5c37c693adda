// Run by `npm test`'s first steps (scripts/testRunners/firstChecks.ts), beside the lint: builds the
// site the build checks and the end-to-end tests share (defaultDist), once, for this run of the tests.
// Left to the build checks, both of their processes built it at the same moment, one build wasted.
import { defaultDist } from './builds';

console.log(`the tests' production build, with no settings: ${defaultDist()}`);
