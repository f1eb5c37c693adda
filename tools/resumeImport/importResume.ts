/**
 * `npm run import:resume`: a JSON Resume as the owner's content, and a second one as its English
 * translation. Both are read and checked, then turned into modules, then the whole result is checked
 * as the build checks content; only a result that passes is written, and over existing content only
 * with `force`.
 */
import { join } from 'node:path';
import type { Problem } from '../content/problems';
import { displayPath, STATIC_DIR } from '../projectPaths';
import { leftOut } from './leftOut';
import { mapResume } from './mapContent';
import { planImport } from './plan';
import { readResume } from './readResume';
import { applyPlan, checkPlan } from './stage';
import { mismatches, translationOf, type ImportedTranslation } from './translate';

export interface ImportOptions {
  /** The JSON Resume of the Portuguese content. */
  file: string;
  /** Its English translation, for src/content/en/. */
  en?: string;
  /** Replace the content already there. */
  force?: boolean;
  /** src/content/, or another content folder. */
  contentDir: string;
  /** Where the photo a résumé points to may already be. */
  staticDir?: string;
}

/** Files as the owner names them. */
export type ImportOutcome =
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'refused'; replaced: string[]; removed: string[]; notes: string[] }
  | { status: 'written'; written: string[]; removed: string[]; notes: string[]; toComplete: Problem[]; unused: Problem[] };

export async function importResume({ file, en, force = false, contentDir, staticDir = STATIC_DIR }: ImportOptions): Promise<ImportOutcome> {
  const [portuguese, english] = await Promise.all([readResume(file), en === undefined ? undefined : readResume(en)]);
  const problems = [...(portuguese.problems ?? []), ...(english?.problems ?? [])];
  if (portuguese.problems || english?.problems) return { status: 'invalid', problems };

  const { content, toComplete } = mapResume(portuguese.resume, 'pt-BR', staticDir);
  let translation: ImportedTranslation | undefined;
  if (english && en !== undefined) {
    const different = mismatches({ resume: portuguese.resume, file: displayPath(file) }, { resume: english.resume, file: displayPath(en) });
    if (different.length > 0) return { status: 'invalid', problems: different };
    const translated = translationOf(content, mapResume(english.resume, 'en', staticDir).content);
    translation = translated.translation;
    toComplete.push(...translated.toComplete);
  }

  const plan = await planImport(contentDir, content, translation);
  const inFolder = (path: string) => displayPath(join(contentDir, path));
  const removed = plan.removals.map(inFolder);
  if (!force && (plan.replaced.length > 0 || removed.length > 0)) {
    return { status: 'refused', replaced: plan.replaced.map(inFolder), removed, notes: plan.notes };
  }
  const resultProblems = await checkPlan(contentDir, plan, staticDir);
  if (resultProblems.length > 0) return { status: 'invalid', problems: resultProblems };
  await applyPlan(contentDir, plan);
  return {
    status: 'written',
    written: [...plan.writes.keys()].map(inFolder),
    removed,
    notes: plan.notes,
    toComplete: toComplete.map((problem) => ({ ...problem, file: inFolder(problem.file) })),
    unused: leftOut(portuguese.raw, displayPath(file)),
  };
}
