// A new owner's fork, made in a temporary copy of this repository as an owner makes one
// (scripts/forks/newOwner.ts: only src/content/, src/styles/theme.css and static/ change), with the
// recipe "Add a section" of docs/content.md followed to the letter (scripts/forks/sectionRecipe.ts);
// then, there, the checks that read the owner's content: the types, the unit and component tests, and
// the end-to-end suites the second owner's run takes (ownerDependent.ts), on the fork's own build.
// No test is edited for it: a test that fails here expects the demo's values instead of the content's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyRepository } from '../forks/copyRepository';
import { makeNewOwnerFork } from '../forks/newOwner';
import { followSectionRecipe } from '../forks/sectionRecipe';
import { ROOT } from '../../tools/projectPaths';
import { runBuffered, runTestFiles } from './bufferedChild';
import { OWNER_DEPENDENT } from './ownerDependent';

export interface Fork {
  dir: string;
  /** Whether its types and unit tests passed. */
  ready: boolean;
}

/** Makes the fork, then runs there its types and its unit and component tests, side by side (each mostly one thread). */
export async function prepareFork(): Promise<Fork> {
  const dir = mkdtempSync(join(tmpdir(), 'fork-'));
  console.log(`\n# ---- a new owner's fork, with a section of her own, in ${dir} ----`);
  copyRepository(ROOT, dir);
  makeNewOwnerFork(dir);
  followSectionRecipe(dir);
  const codes = await Promise.all([
    runBuffered(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { heading: 'fork: types', cwd: dir }),
    runBuffered('npm', ['run', '-s', 'test:unit'], { heading: 'fork: unit and component tests', cwd: dir }),
  ]);
  return { dir, ready: codes.every((code) => code === 0) };
}

/** The fork's end-to-end suites, once its types and unit tests passed; the fork is removed when all passed. */
export async function forkEndToEnd({ dir, ready }: Fork): Promise<number> {
  const code = ready ? await runTestFiles(OWNER_DEPENDENT, { heading: 'fork: end-to-end suites that read the content', cwd: dir }) : 1;
  if (code !== 0) console.log(`# fork: failed; the fork stays in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  return code;
}
