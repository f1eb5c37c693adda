// A new owner's fork, made in a temporary copy of this repository as an owner makes one (only
// src/content/, src/styles/theme.css and static/ change, and the code of a section of her own), then,
// there, her types and the site checks (test/e2e/site/ and the content's own, test/content/): what holds
// for every site the build accepts. No test is edited for her: a site check that fails here assumes the
// demo's shape. Marina (scripts/forks/newOwner.ts) follows docs/content.md's recipe to the letter
// (scripts/forks/sectionRecipe.ts): a section added, one left out, one moved. Two more owners, held out,
// are content folders the site checks take in the repository itself (scripts/forks/heldOutOwners.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyRepository } from '../forks/copyRepository';
import { makeNewOwnerFork } from '../forks/newOwner';
import { followSectionRecipe } from '../forks/sectionRecipe';
import { ROOT } from '../../tools/projectPaths';
import { runBuffered, runTestFiles } from './bufferedChild';
import { SITE_CHECKS } from './ownerDependent';

/** Makes Marina's fork and runs its checks there; the fork is removed when all passed, and kept (and named) when one failed. */
export async function runFork(): Promise<number> {
  const name = 'Marina, with the recipe "Add a section"';
  const dir = mkdtempSync(join(tmpdir(), 'fork-'));
  console.log(`\n# ---- the fork of ${name}, in ${dir} ----`);
  copyRepository(ROOT, dir);
  makeNewOwnerFork(dir);
  followSectionRecipe(dir);
  const types = await runBuffered(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], {
    heading: `${name}: types`,
    cwd: dir,
  });
  const code = types || (await runTestFiles(SITE_CHECKS, { heading: `${name}: the site checks`, cwd: dir }));
  if (code !== 0) console.log(`# the fork of ${name}: failed; it stays in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  return code;
}
