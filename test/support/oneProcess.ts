// Runs the given test files in this one process: `node --import tsx test/support/oneProcess.ts FILE...`.
// `node --test` starts a process per file, and each pays for Node, tsx and the modules it loads (about
// a second); unit and component tests are small and share those modules. Files load in the order
// given, each after the last has registered its tests; node:test runs them all and reports as usual.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
