/**
 * `npm run import:resume`: a JSON Resume as the owner's content, and a second one as its English
 * translation. Both are read and checked, then turned into data files, then the whole result is checked
 * as the build checks content; only a result that passes replaces the folder, over existing content only
 * with `force`, after a dated backup of the folder (tools/contentReplace/), as one step.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Problem } from '../content/problems';
import { checkedContent, siteDataFile, type SiteContent } from '../content/source';
import { checkedTranslation } from '../content/translation';
import { replaceContent, type ReplaceStep } from '../contentReplace/replaceContent';
import { displayPath, STATIC_DIR } from '../projectPaths';
import { isSameOwner, keepHandEdits } from './handEdits';
import { leftOut } from './leftOut';
import { mapResume, type ImportedContent } from './mapContent';
import { toComplete as toCompleteNote } from './mapOwner';
import { planImport } from './plan';
import { readResume } from './readResume';
import { applyPlan, checkStage } from './stage';
import { mismatches, translationOf, type ImportedTranslation } from './translate';

export interface ImportOptions {
  /** The JSON Resume of the Portuguese content. */
  file: string;
  /** Its English translation, for src/content/en/. */
  en?: string;
  /** Replace the content already there. */
  force?: boolean;
  /** Keep the notes of the folder's owner when the résumé is another owner's. */
  keepNotes?: boolean;
  /** src/content/, or another content folder. */
  contentDir: string;
  /** Where the photo a résumé points to may already be. */
  staticDir?: string;
  /** Where the backup of the folder goes (tools/contentReplace/: the repository's backups/ for src/content/). */
  backupsDir?: string;
  /** For the tests that stop the import at each step. */
  onStep?: (step: ReplaceStep) => void;
}

/** Files as the owner names them. */
export type ImportOutcome =
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'refused'; replaced: string[]; removed: string[]; notes: string[] }
  | {
      status: 'written';
      written: string[];
      /** Those of the files written that were there before. */
      replaced: string[];
      removed: string[];
      notes: string[];
      toComplete: Problem[];
      kept: Problem[];
      unused: Problem[];
      /** The backup of the folder as it was; none when there was no folder. */
      backup: string | undefined;
    };

/** The folder's own content (not src/content/'s, which a folder without an owner takes) as the build reads it, if it has one the build accepts. */
async function existingContent(dir: string, staticDir: string): Promise<SiteContent | undefined> {
  if (!existsSync(dir) || dirname(siteDataFile(dir, 'owner')) !== dir) return undefined;
  return checkedContent(dir, staticDir).catch(() => undefined);
}

/** The English of the availability kept by hand: the folder's, or the Portuguese one for the owner to translate. */
async function keptAvailability(
  dir: string,
  existing: SiteContent | undefined,
  translation: ImportedTranslation,
  content: ImportedContent,
) {
  if (content.owner.availability === undefined || translation.owner.availability !== undefined) return [];
  const before = existing && (await checkedTranslation(dir, existing).catch(() => null))?.owner.availability;
  translation.owner.availability = before ?? content.owner.availability;
  return before ? [] : [toCompleteNote('en/owner', 'availability', 'o texto em português, mantido do conteúdo: traduza-o')];
}

export async function importResume(options: ImportOptions): Promise<ImportOutcome> {
  const { file, en, force = false, keepNotes = false, contentDir, staticDir = STATIC_DIR } = options;
  const [portuguese, english] = await Promise.all([readResume(file), en === undefined ? undefined : readResume(en)]);
  const problems = [...(portuguese.problems ?? []), ...(english?.problems ?? [])];
  if (portuguese.problems || english?.problems) return { status: 'invalid', problems };

  const mapped = mapResume(portuguese.resume, 'pt-BR', staticDir);
  const existing = await existingContent(contentDir, staticDir);
  const sameOwner = existing !== undefined && isSameOwner(mapped.content, existing);
  const { content, toComplete, kept } = sameOwner
    ? keepHandEdits(mapped.content, mapped.toComplete, existing)
    : { ...mapped, kept: [] as Problem[] };
  let translation: ImportedTranslation | undefined;
  if (english && en !== undefined) {
    const different = mismatches({ resume: portuguese.resume, file: displayPath(file) }, { resume: english.resume, file: displayPath(en) });
    if (different.length > 0) return { status: 'invalid', problems: different };
    const translated = translationOf(content, mapResume(english.resume, 'en', staticDir).content);
    translation = translated.translation;
    toComplete.push(...translated.toComplete, ...(await keptAvailability(contentDir, existing, translation, content)));
  }

  const plan = await planImport(contentDir, content, translation, { sameOwner, keepNotes });
  const inFolder = (path: string) => displayPath(join(contentDir, path));
  if (!force && (plan.replaced.length > 0 || plan.removals.length > 0)) {
    return { status: 'refused', replaced: plan.replaced.map(inFolder), removed: plan.removals.map(inFolder), notes: plan.notes };
  }
  const removals = [...plan.removals];
  const notes = [...plan.notes];
  const outcome = await replaceContent<Problem>(contentDir, {
    backupsDir: options.backupsDir,
    onStep: options.onStep,
    prepare: async (stage) => {
      await applyPlan(stage, plan);
      const found = await checkStage(stage, contentDir, staticDir);
      if (found.length === 0 || !plan.englishIfItFits) return found;
      // The same owner's English edition no longer translates the new content: it goes, kept in the backup.
      await applyPlan(stage, { writes: new Map(), removals: plan.englishIfItFits.removals });
      removals.push(...plan.englishIfItFits.removals);
      notes.push(plan.englishIfItFits.note);
      return checkStage(stage, contentDir, staticDir);
    },
  });
  if (outcome.status === 'invalid') return outcome;
  return {
    status: 'written',
    written: [...plan.writes.keys()].map(inFolder),
    replaced: plan.replaced.map(inFolder),
    removed: removals.map(inFolder),
    notes,
    toComplete: toComplete.map((problem) => ({ ...problem, file: inFolder(problem.file) })),
    kept: kept.map((problem) => ({ ...problem, file: inFolder(problem.file) })),
    unused: leftOut(portuguese.raw, displayPath(file)),
    backup: outcome.backup && displayPath(outcome.backup),
  };
}
