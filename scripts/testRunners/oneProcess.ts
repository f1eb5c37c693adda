// Runs the given test files in this one process: `node --import tsx scripts/testRunners/oneProcess.ts FILE...`.
// `node --test` starts a process per file, and each pays for Node, tsx and the modules it loads (about
// a second); unit and component tests are small and share those modules. Files load in the order
// given, each after the last has registered its tests; node:test runs them all and reports as usual.
// The files share the process, so: a hook at a file's top level runs around the tests of every file
// loaded after it (hooks go inside a describe); a test takes what it replaces in a hook, not when its
// file loads; and a test puts back what it changes in globals and in modules' state.
// With TEST_FILE_QUEUE set to a folder, processes given the same files share them as a queue
// (fileQueue.ts): each takes the next file nobody has taken whenever its last one is done.
import { resolve } from 'node:path';
import { before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { takeNext } from './fileQueue';

const files = process.argv.slice(2);
const queue = process.env.TEST_FILE_QUEUE;

async function load(file: string) {
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

if (queue) {
  // One file at a time: the next loads once the last one's tests have run (node:test runs a process's
  // tests one after another), so a build made while it loads holds up no running test. A test after each
  // file's marks that moment, and stays open while the next file loads: with no test left, node:test
  // would run the process's last hooks (closing the shared browser) before the next file's tests.
  let file = takeNext(queue, files);
  if (file) await load(file);
  while (file) {
    let ended = () => {};
    let nextLoaded = () => {};
    const atEnd = new Promise<void>((resolve) => (ended = resolve));
    const loadedNext = new Promise<void>((resolve) => (nextLoaded = resolve));
    void test(`${file} ran; the next file taken from the queue loaded`, async () => {
      ended();
      await loadedNext;
    });
    await atEnd;
    file = takeNext(queue, files);
    if (file) await load(file);
    nextLoaded();
  }
} else {
  // No test starts until every file has loaded. Loading a file may build a site, synchronously
  // (test/support/builds.ts): under a running test, that held the event loop for the build's 20 s, and
  // the test's timers, its page's events and its server's output all waited (a dev server test timed
  // out so in a clean clone, where no build was there yet).
  let allLoaded = () => {};
  const loaded = new Promise<void>((resolve) => (allLoaded = resolve));
  before(() => loaded);
  for (const file of files) await load(file);
  allLoaded();
}
