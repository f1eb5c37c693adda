/**
 * What an import does to a content folder: the data files it writes, the files it removes and the existing
 * files it replaces (only --force allows either). Removed: the case studies of projects the résumé does
 * not have; when the folder held another owner's content (the demo's, say), that owner's notes and,
 * without --en, the English edition, which translates the content replaced. A new import of the same
 * owner keeps the notes, and keeps the English edition when it still translates the new content.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { caseStudyFiles } from '../content/caseStudies';
import { loadContent, SITE_CONTENT_DIR } from '../content/source';
import { hasTranslation, TRANSLATION_LANGUAGE, translationDir } from '../content/translation';
import { displayPath } from '../projectPaths';
import type { ImportedContent } from './mapContent';
import type { ImportedTranslation } from './translate';
import { contentFiles, movedDataFile, translationFiles, untranslatedFiles } from './writeData';

export interface Plan {
  /** The text of each file written, by its path in the content folder (`en/owner.yaml`). */
  writes: Map<string, string>;
  /** Paths in the content folder of the files removed. */
  removals: string[];
  /** The files written that are there already. */
  replaced: string[];
  /** What the command says besides its files. */
  notes: string[];
  /** The English edition, kept if the new content still builds with it, removed (and said) if not. */
  englishIfItFits?: { removals: string[]; note: string };
}

export interface PlanChoices {
  /** The folder's owner is the résumé's. */
  sameOwner: boolean;
  /** --keep-notes: another owner's notes stay. */
  keepNotes: boolean;
}

/** The paths of the files under `folder` of `dir`, with / as the site writes them; none when it does not exist. */
function filesUnder(dir: string, folder: string): string[] {
  if (!statSync(join(dir, folder), { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(join(dir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The case studies (`projects/<id>.md`, `en/projects/<id>.md`) named after no project of the new content. */
function orphanCaseStudies(dir: string, ids: ReadonlySet<string>, english: boolean): string[] {
  const files = caseStudyFiles(dir, english);
  const folders = { 'pt-BR': 'projects', en: `${TRANSLATION_LANGUAGE}/projects` } as const;
  return (Object.keys(folders) as (keyof typeof folders)[]).flatMap((language) =>
    files[language].filter((source) => !ids.has(source.slug)).map((source) => `${folders[language]}/${source.slug}.md`),
  );
}

// Texts no résumé holds: a folder without its own English ones takes the site's, its schema line pointed from there.
const UNTRANSLATED_BY_RESUME = ['legal', 'navigation'];

const replacedOf = (dir: string, writes: Map<string, string>) => [...writes.keys()].filter((path) => existsSync(join(dir, path)));

const NOTES = ['notes', `${TRANSLATION_LANGUAGE}/notes`];

export async function planImport(
  dir: string,
  content: ImportedContent,
  translation: ImportedTranslation | undefined,
  { sameOwner, keepNotes }: PlanChoices,
): Promise<Plan> {
  const writes = await contentFiles(content, dir);
  const ids = new Set(content.projects.map((project) => project.id));
  const removals = orphanCaseStudies(dir, ids, translation !== undefined);
  const notes: string[] = [];
  const notesOf = NOTES.flatMap((folder) => filesUnder(dir, folder));
  if (!sameOwner && !keepNotes && notesOf.length > 0) {
    removals.push(...notesOf);
    notes.push('as notas são do dono anterior do conteúdo: saem com ele (use --keep-notes para mantê-las)');
  }
  const english = displayPath(translationDir(dir));
  if (translation) {
    for (const [path, text] of await translationFiles(translation, dir)) writes.set(path, text);
    // The menu and legal texts the new content keeps: the folder's, or src/content/'s for a new folder.
    const { content: data } = await loadContent(existsSync(dir) ? dir : SITE_CONTENT_DIR);
    const defaults = await untranslatedFiles(
      dir,
      (data.navigation as { homeSections: { id: string; label: string }[] }).homeSections,
      data.legal as Record<string, unknown>,
    );
    for (const name of UNTRANSLATED_BY_RESUME) {
      const path = `${TRANSLATION_LANGUAGE}/${name}.yaml`;
      if (existsSync(join(dir, path))) continue;
      if (existsSync(join(SITE_CONTENT_DIR, path))) {
        writes.set(path, movedDataFile(readFileSync(join(SITE_CONTENT_DIR, path), 'utf8'), dir, path));
        notes.push(`${displayPath(join(dir, path))}: o texto em inglês de src/content/${path}, que um currículo não tem`);
      } else {
        writes.set(path, defaults.get(path)!);
        notes.push(
          `${displayPath(join(dir, path))}: um currículo não tem este texto em inglês: confira e traduza o que ficou em português`,
        );
      }
    }
  } else if (hasTranslation(dir)) {
    // An English edition that translates another owner's content would fail the build: it goes, notes and all.
    const englishFiles = filesUnder(dir, TRANSLATION_LANGUAGE).filter((path) => !removals.includes(path));
    const note = `${english}: a edição em inglês traduz o conteúdo substituído e não o novo: sai inteira (use --en EN.json para escrever a nova)`;
    if (!sameOwner) {
      removals.push(...englishFiles);
      notes.push(note);
    } else return { writes, removals, replaced: replacedOf(dir, writes), notes, englishIfItFits: { removals: englishFiles, note } };
  }
  return { writes, removals, replaced: replacedOf(dir, writes), notes };
}
