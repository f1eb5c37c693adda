/**
 * An import is carried out on the stage, a copy of the content folder (tools/contentReplace/), and
 * checked there as the build checks content (tools/content/siteCheck.ts: data files, translation, Markdown
 * pages, pictures): the stage replaces the folder only when it passes, so a résumé the site cannot be built
 * from leaves the folder as it was.
 */
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Problem } from '../content/problems';
import { checkSite } from '../content/siteCheck';
import { displayPath } from '../projectPaths';
import type { Plan } from './plan';

/** The folders a path is in, from the top: 'en/projects/a.md' is in 'en' and 'en/projects'. */
const foldersOf = (path: string) =>
  path
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** Writes and removes what the plan says in `dir`, the stage. */
export async function applyPlan(dir: string, { writes, removals }: Pick<Plan, 'writes' | 'removals'>): Promise<void> {
  for (const [path, source] of writes) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), source);
  }
  for (const path of removals) await rm(join(dir, path), { force: true });
  // A folder the removals emptied goes too: an empty en/ would still make an English edition.
  const folders = [...new Set(removals.flatMap(foldersOf))];
  for (const folder of folders.sort((a, b) => b.split('/').length - a.split('/').length)) {
    await rmdir(join(dir, folder)).catch(() => undefined);
  }
}

/** Problems of the copy name the files of the folder itself. */
function relocated(problem: Problem, copy: string, dir: string): Problem {
  const moved = (text: string) => text.replaceAll(copy, displayPath(dir)).replaceAll(displayPath(copy), displayPath(dir));
  return { ...problem, file: moved(problem.file), message: moved(problem.message) };
}

/** Every problem the build would find in the stage, named by the files of `dir`; none leaves the stage ready. */
export async function checkStage(stage: string, dir: string, staticDir: string): Promise<Problem[]> {
  const { problems } = await checkSite(stage, staticDir);
  return problems.map((problem) => relocated(problem, stage, dir));
}
