/**
 * An import is carried out on a copy of the content folder first, checked there as the build checks
 * content (modules, translation, Markdown pages), and carried out on the folder itself only when that
 * copy passes: a résumé the site cannot be built from leaves the folder as it was.
 */
import { cp, mkdir, mkdtemp, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_LANGUAGE } from '../../src/lib/editions';
import type { Problem } from '../content/problems';
import { checkedPages } from '../content/sitePages';
import { checkedContent, ContentError } from '../content/source';
import { checkedTranslation, TRANSLATION_LANGUAGE } from '../content/translation';
import { displayPath } from '../projectPaths';
import type { Plan } from './plan';

const STAGED = '.importing';

/** The folders a path is in, from the top: 'en/projects/a.md' is in 'en' and 'en/projects'. */
const foldersOf = (path: string) =>
  path
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** Writes and removes what the plan says in `dir`; each file is written aside, then all are moved in place together. */
export async function applyPlan(dir: string, { writes, removals }: Plan): Promise<void> {
  try {
    for (const [path, source] of writes) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path + STAGED), source);
    }
  } catch (error) {
    // A full disk, say: the folder keeps its files, without the ones written aside.
    await Promise.all([...writes.keys()].map((path) => rm(join(dir, path + STAGED), { force: true })));
    throw error;
  }
  for (const path of writes.keys()) await rename(join(dir, path + STAGED), join(dir, path));
  for (const path of removals) await rm(join(dir, path), { force: true });
  // A folder the removals emptied goes too: an empty en/ would still make an English edition.
  const folders = [...new Set(removals.flatMap(foldersOf))];
  for (const folder of folders.sort((a, b) => b.split('/').length - a.split('/').length)) {
    await rmdir(join(dir, folder)).catch(() => undefined);
  }
}

/** Problems of the copy name the files of the folder itself. */
function relocated(problem: Problem, copy: string, dir: string): Problem {
  const moved = (text: string) => text.replaceAll(copy, displayPath(dir));
  return { ...problem, file: moved(problem.file), message: moved(problem.message) };
}

/** Every problem the build would find in `dir` once the plan is carried out; none leaves it ready. */
export async function checkPlan(dir: string, plan: Plan, staticDir: string): Promise<Problem[]> {
  const copy = await mkdtemp(join(tmpdir(), 'resume-import-'));
  try {
    if (existsSync(dir)) await cp(dir, copy, { recursive: true });
    await applyPlan(copy, plan);
    const content = await checkedContent(copy, staticDir);
    const english = await checkedTranslation(copy, content);
    checkedPages(copy, content, english ? [DEFAULT_LANGUAGE, TRANSLATION_LANGUAGE] : [DEFAULT_LANGUAGE], staticDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((problem) => relocated(problem, copy, dir));
    throw error;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
