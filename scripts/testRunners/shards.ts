// `npm run test:build`: the build checks in two processes, the files alternating between them in
// path order, each process running its files one after another (scripts/testRunners/oneProcess.ts).
// `node --test` starts a process per file, and each paid again for Node, tsx and the modules the
// checks share (zod, the content, the build's own modules): 51 files took 273 CPU-seconds that way,
// 211 in two processes (2026-11-25). Two, because the machine the suite must fit has two cores.
// Both processes are children of this one, so they share the sites built for this run (buildVariant).
// Each process's report is printed whole when it ends, so the two never interleave.
import { runTestFiles } from './bufferedChild';
import { dealInTurn } from './dealInTurn';

const PROCESSES = 2;
const files = process.argv.slice(2);
const shards = dealInTurn(files, PROCESSES);

console.log(`# ${files.length} files in ${PROCESSES} processes; each report follows when its process ends`);
const codes = await Promise.all(shards.map((shard) => runTestFiles(shard)));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
