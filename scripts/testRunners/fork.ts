// `npm run test:fork`: a new owner's fork, made in a temporary copy of this repository as an owner makes
// one (scripts/forks/newOwner.ts: only src/content/, src/styles/theme.css and static/ change), with the
// recipe "Add a section" of docs/content.md followed to the letter (scripts/forks/sectionRecipe.ts);
// then, there, the checks that read the owner's content: the types, the unit and component tests, and
// the end-to-end suites the second owner's run takes (scripts/testRunners/ownerDependent.ts), on the
// fork's own build.
// No test is edited for it: a test that fails here expects the demo's values instead of the content's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyRepository } from '../forks/copyRepository';
import { makeNewOwnerFork } from '../forks/newOwner';
import { followSectionRecipe } from '../forks/sectionRecipe';
import { ROOT } from '../../tools/projectPaths';
import { OWNER_DEPENDENT } from './ownerDependent';

const dir = mkdtempSync(join(tmpdir(), 'fork-'));
console.log(`\n# ---- a new owner's fork, with a section of her own, in ${dir} ----`);
copyRepository(ROOT, dir);
makeNewOwnerFork(dir);
followSectionRecipe(dir);

const node = process.execPath;
const STEPS: [string, string, string[]][] = [
  ['types', node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']],
  ['unit and component tests', 'npm', ['run', '-s', 'test:unit']],
  ['end-to-end suites that read the content', node, ['--import', 'tsx', 'scripts/testRunners/oneProcess.ts', ...OWNER_DEPENDENT]],
];
let failed = false;
for (const [name, command, args] of STEPS) {
  console.log(`\n# fork: ${name}`);
  const run = spawnSync(command, args, { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) {
    console.log(`# fork: ${name} failed`);
    failed = true;
    break;
  }
}
if (!failed) rmSync(dir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
