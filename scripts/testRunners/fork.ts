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
import { runBuffered } from './bufferedChild';
import { OWNER_DEPENDENT } from './ownerDependent';

const dir = mkdtempSync(join(tmpdir(), 'fork-'));
console.log(`\n# ---- a new owner's fork, with a section of her own, in ${dir} ----`);
copyRepository(ROOT, dir);
makeNewOwnerFork(dir);
followSectionRecipe(dir);

const node = process.execPath;
// The types and the unit tests side by side (each mostly one thread, on two cores), then the browser.
const codes = await Promise.all([
  runBuffered(node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], 'fork: types', dir),
  runBuffered('npm', ['run', '-s', 'test:unit'], 'fork: unit and component tests', dir),
]);
let failed = codes.some((code) => code !== 0);
if (!failed) {
  console.log('\n# fork: end-to-end suites that read the content');
  const run = spawnSync(node, ['--import', 'tsx', 'scripts/testRunners/oneProcess.ts', ...OWNER_DEPENDENT], { cwd: dir, stdio: 'inherit' });
  failed = run.status !== 0;
}
if (failed) console.log(`# fork: failed; the fork stays in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
