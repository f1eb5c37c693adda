// `npm test`'s first steps side by side: formatting, types and lint (over one program: typesAndLint.ts),
// the unit and component tests, and the production build the later checks share. Each is mostly one
// thread, and the machine the suite must fit has two cores: one after another they took 171 s, side by
// side 125 s (2026-11-27, docs/performance.md). Each report is printed whole when its step ends; the run
// fails when any step fails, after all end.
import { runBuffered } from './bufferedChild';

const SCRIPTS = ['format:check', 'test:unit'];
// The settings-free site of this run (TEST_RUN_ID), which the build checks and the end-to-end tests
// read (test/support/builds.ts): built here, beside the lint. Left to the build checks, both of their
// processes built it at the same moment, and one build was thrown away.
const SHARED_SITE = "const { defaultDist } = await import('./test/support/builds.ts'); console.log(defaultDist());";
const codes = await Promise.all([
  ...SCRIPTS.map((script) => runBuffered('npm', ['run', '-s', script], { heading: `npm run ${script}` })),
  runBuffered(process.execPath, ['--import', 'tsx', 'scripts/testRunners/typesAndLint.ts'], {
    heading: 'npm run typecheck and npm run lint, over one program',
  }),
  runBuffered(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SHARED_SITE], { heading: "the tests' production build" }),
]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
