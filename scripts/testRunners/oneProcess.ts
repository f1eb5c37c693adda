// Runs the given test files in this one process: `node --import tsx scripts/testRunners/oneProcess.ts FILE...`.
// `node --test` starts a process per file, and each pays for Node, tsx and the modules it loads (about
// a second); unit and component tests are small and share those modules. Files load in the order
// given, each after the last has registered its tests; node:test runs them all and reports as usual.
// The files share the process, so: a hook at a file's top level runs around the tests of every file
// loaded after it (hooks go inside a describe); a test takes what it replaces in a hook, not when its
// file loads; and a test puts back what it changes in globals and in modules' state.
import { resolve } from 'node:path';
import { before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

// No test starts until every file has loaded. Loading a file may build a site, synchronously
// (test/support/builds.ts): under a running test, that held the event loop for the build's 20 s, and
// the test's timers, its page's events and its server's output all waited (a dev server test timed
// out so in a clean clone, where no build was there yet).
let allLoaded = () => {};
const loaded = new Promise<void>((resolve) => (allLoaded = resolve));
before(() => loaded);

for (const file of process.argv.slice(2)) {
  try {
    await import(pathToFileURL(resolve(file)).href);
  } catch (error) {
    // A file that cannot even load (a module it needs is missing, it throws at its top level) fails
    // under its own name, and the files after it still run.
    test(`${file} loads`, () => {
      throw error;
    });
  }
}
allLoaded();
