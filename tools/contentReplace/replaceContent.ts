/**
 * Replacing a content folder as one step, never losing what was there: the new folder is made whole
 * beside the old one (`content.next`), checked, the old one is copied to a dated backup, and only then
 * the two are swapped. A journal (`content.journal.json`) says the swap is decided: a process killed at
 * any moment leaves the old folder or the new one, and the next import, restore or build finishes a
 * decided swap, or throws away an undecided stage (`settleInterrupted`).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { displayPath, ROOT } from '../projectPaths';
import { SITE_CONTENT_DIR } from '../content/source';

/** The moments a test can stop the process at: each leaves the old folder or the new one. */
export type ReplaceStep = 'staged' | 'swapping' | 'swapped';

export interface ReplaceOptions {
  /** Fills the stage, a copy of the folder (an empty folder when there was none); returns what it found wrong. */
  prepare: (stage: string) => Promise<readonly unknown[]>;
  /** Where the dated backups go. */
  backupsDir?: string;
  /** Called at each step, for the tests that kill the process there. */
  onStep?: (step: ReplaceStep) => void;
}

const siblings = (dir: string) => ({ next: `${dir}.next`, previous: `${dir}.previous`, journal: `${dir}.journal.json` });

/** The site's backups are in the repository's `backups/`; another folder's beside it. */
export const backupsFor = (dir: string) => (dir === SITE_CONTENT_DIR ? join(ROOT, 'backups') : join(dirname(dir), 'backups'));

/** 2026-11-28-143012, in the owner's own time: the backups' names sort by when they were made. */
function stamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

/** A copy of `dir` in a new dated folder of `backupsDir`, whole or absent: copied aside, then renamed. */
export async function backUp(dir: string, backupsDir: string): Promise<string> {
  await mkdir(backupsDir, { recursive: true });
  let target = join(backupsDir, `${basename(dir)}-${stamp(new Date())}`);
  for (let count = 2; existsSync(target); count++) target = join(backupsDir, `${basename(dir)}-${stamp(new Date())}-${count}`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(dir, partial, { recursive: true, preserveTimestamps: true });
  await rename(partial, target);
  return target;
}

/** A file written whole or not at all. */
async function writeWhole(file: string, text: string): Promise<void> {
  await writeFile(`${file}.partial`, text);
  await rename(`${file}.partial`, file);
}

/** Finishes a swap a killed process had decided, or removes a stage it had not: the folder is then the old or the new one. */
export async function settleInterrupted(dir: string): Promise<void> {
  const { next, previous, journal } = siblings(dir);
  if (existsSync(journal)) {
    if (existsSync(next)) {
      if (existsSync(dir)) await rename(dir, previous);
      await rename(next, dir);
    }
    await rm(previous, { recursive: true, force: true });
    await rm(journal, { force: true });
  } else {
    await rm(next, { recursive: true, force: true });
    await rm(`${journal}.partial`, { force: true });
  }
}

export type ReplaceOutcome<Problem> = { status: 'invalid'; problems: Problem[] } | { status: 'replaced'; backup: string | undefined };

/**
 * Replaces `dir` with what `prepare` makes of a copy of it, when `prepare` finds nothing wrong; `dir`
 * is untouched otherwise. The backup is the folder as it was, undone with `npm run content:restore`.
 */
export async function replaceContent<Problem>(dir: string, options: ReplaceOptions): Promise<ReplaceOutcome<Problem>> {
  const { prepare, backupsDir = backupsFor(dir), onStep = () => undefined } = options;
  const { next, previous, journal } = siblings(dir);
  await settleInterrupted(dir);
  const existed = existsSync(dir);
  if (existed) await cp(dir, next, { recursive: true, preserveTimestamps: true });
  else await mkdir(next, { recursive: true });
  let problems: readonly unknown[];
  try {
    problems = await prepare(next);
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  if (problems.length > 0) {
    await rm(next, { recursive: true, force: true });
    return { status: 'invalid', problems: problems as Problem[] };
  }
  const backup = existed ? await backUp(dir, backupsDir) : undefined;
  await writeWhole(journal, JSON.stringify({ replacing: displayPath(dir), backup: backup && displayPath(backup) }));
  onStep('staged');
  if (existed) await rename(dir, previous);
  onStep('swapping');
  await rename(next, dir);
  onStep('swapped');
  await rm(previous, { recursive: true, force: true });
  await rm(journal, { force: true });
  return { status: 'replaced', backup };
}
