// Owners' forks, each made in a temporary copy of this repository as an owner makes one (only
// src/content/, src/styles/theme.css and static/ change, and the code of a section of one's own), then,
// there, the site checks (test/e2e/site/ and the content's own, test/content/): what holds for every site
// the build accepts. No test is edited for them: a site check that fails here assumes the demo's shape.
// - Marina (scripts/forks/newOwner.ts), with docs/content.md's recipe followed to the letter
//   (scripts/forks/sectionRecipe.ts): a section added, one left out, one moved; her types are checked too.
// - Camila and Rafael (scripts/forks/heldOutOwners.ts), held out: unlike the demo and unlike Marina.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyRepository } from '../forks/copyRepository';
import { makeCamilaFork, makeRafaelFork } from '../forks/heldOutOwners';
import { makeNewOwnerFork } from '../forks/newOwner';
import { followSectionRecipe } from '../forks/sectionRecipe';
import { ROOT } from '../../tools/projectPaths';
import { runBuffered, runTestFiles } from './bufferedChild';
import { SITE_CHECKS } from './ownerDependent';

export interface ForkPlan {
  name: string;
  make: (dir: string) => void;
  /** Code of the owner's own (a section): its types are checked as `npm test` checks them. */
  types: boolean;
}

export const FORKS: ForkPlan[] = [
  {
    name: 'Marina, with the recipe "Add a section"',
    make: (dir) => {
      makeNewOwnerFork(dir);
      followSectionRecipe(dir);
    },
    types: true,
  },
  { name: 'Camila, held out', make: makeCamilaFork, types: false },
  { name: 'Rafael, held out', make: makeRafaelFork, types: false },
];

/** Makes the fork and runs its checks; the fork is removed when all passed, and kept (and named) when one failed. */
export async function runFork({ name, make, types }: ForkPlan): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'fork-'));
  console.log(`\n# ---- the fork of ${name}, in ${dir} ----`);
  copyRepository(ROOT, dir);
  make(dir);
  const typeCode = types
    ? await runBuffered(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], {
        heading: `${name}: types`,
        cwd: dir,
      })
    : 0;
  const code = typeCode || (await runTestFiles(SITE_CHECKS, { heading: `${name}: the site checks`, cwd: dir }));
  if (code !== 0) console.log(`# the fork of ${name}: failed; it stays in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  return code;
}
