// A new owner's fork, made in a temporary copy of this repository as an owner makes one (only
// src/content/, src/styles/theme.css and static/ change, and the code of a section of her own). No test
// is edited for her: a test that fails there assumes the demo's shape. Marina (scripts/forks/newOwner.ts)
// starts from her résumé, which replaces the demo's notes, case studies and English edition, puts her
// own picture in place of the demo's, and follows docs/content.md's recipe to the letter
// (scripts/forks/sectionRecipe.ts): a section added, one left out, one moved; she builds her site, and
// scripts/forks/ownerPath.ts checks that all of it happened before her tests run. Two more owners, held
// out, are content folders the site checks take in the repository itself (scripts/forks/heldOutOwners.ts).
// Which tests run in the fork:
// - `npm run test:fork`: the whole `npm test`, with CI=true, as she types it;
// - inside `npm test` (endToEnd.ts): her types and the site checks (test/e2e/site/ and the content's
//   own, test/content/), what holds for every site the build accepts; the whole suite again would double
//   its time.
// The fork's own `npm test` finds TEST_INSIDE_FORK set (to her name) and makes no fork of its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyRepository } from '../forks/copyRepository';
import { makeNewOwnerFork, NEW_OWNER_FIXTURE } from '../forks/newOwner';
import { ownerPathProblems } from '../forks/ownerPath';
import { followSectionRecipe } from '../forks/sectionRecipe';
import { ROOT } from '../../tools/projectPaths';
import { runBuffered, runTestFiles } from './bufferedChild';
import { SITE_CHECKS } from './ownerDependent';

/** Set in the fork's `npm test`: the fork it runs in, whose own fork step it skips. */
export const INSIDE_FORK = 'TEST_INSIDE_FORK';
const NAME = 'Marina, with the recipe "Add a section"';

/** Makes Marina's fork in `dir`, an empty folder, and checks that she took her whole path there. */
export function prepareFork(dir: string): void {
  copyRepository(ROOT, dir);
  makeNewOwnerFork(dir);
  followSectionRecipe(dir);
  // She builds her site to see her section (`npm run build`), which writes its JSON Schema and the
  // editor's settings for it (src/content/schemas/talks.json, .vscode/settings.json): about 5 s.
  // Its warnings (no form keys, a logo drawn as a mark) are for her terminal; a failure shows them in its message.
  execFileSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const problems = ownerPathProblems(dir, join(dir, NEW_OWNER_FIXTURE));
  if (problems.length > 0) throw new Error(`the fork of ${NAME} is not her path:\n${problems.join('\n')}`);
}

/** The fork's `npm test` runs as on CI (as .ci/run and the workflow run it), and knows it runs in a fork. */
export const FORK_SUITE_ENV = { CI: 'true', [INSIDE_FORK]: NAME };

const wholeSuite = (dir: string) =>
  runBuffered('npm', ['test'], { heading: `${NAME}: CI=true npm test, whole`, cwd: dir, env: FORK_SUITE_ENV });

async function typesAndSiteChecks(dir: string): Promise<number> {
  const types = await runBuffered(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], {
    heading: `${NAME}: types`,
    cwd: dir,
  });
  return types || (await runTestFiles(SITE_CHECKS, { heading: `${NAME}: the site checks`, cwd: dir }));
}

/**
 * Makes Marina's fork and runs there the whole `npm test` (`whole`) or her types and the site checks; the
 * fork is removed when all passed, and kept (and named) when one failed.
 */
export async function runFork({ whole }: { whole: boolean }): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'fork-'));
  console.log(`\n# ---- the fork of ${NAME}, in ${dir}${whole ? ': its whole npm test, reported when it ends' : ''} ----`);
  let code = 1;
  try {
    prepareFork(dir);
    code = await (whole ? wholeSuite(dir) : typesAndSiteChecks(dir));
  } catch (error) {
    console.log(String(error instanceof Error ? error.message : error));
  }
  if (code !== 0) console.log(`# the fork of ${NAME}: FAILED; it stays in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  return code;
}

/** `npm test`'s fork step: her types and the site checks in a new fork, or nothing in a fork's own `npm test`. */
export function forkStepOf(env: NodeJS.ProcessEnv): () => Promise<number> {
  const inside = env[INSIDE_FORK];
  if (inside === undefined) return () => runFork({ whole: false });
  return () => {
    console.log(`\n# ---- this is the fork of ${inside} (${INSIDE_FORK}): no fork of its own ----`);
    return Promise.resolve(0);
  };
}
