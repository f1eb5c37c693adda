// The owner's Markdown files, each named by its slug: an edition's case studies and notes, each kind
// in its folder of the edition's content (`projects/`, `notes/`; `en/projects/`, `en/notes/`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/lib/editions';
import { displayPath } from '../projectPaths';
import { TRANSLATION_LANGUAGE, translationDir } from './translation';

export interface MarkdownSource {
  /** The file's name without `.md`: a project's id, a note's address. */
  slug: string;
  /** As the owner opens it: 'src/content/projects/loja-verde.md'. */
  file: string;
  text: string;
}

/** Each kind of page the owner writes in Markdown, and its folder in an edition's content. */
const FOLDERS = { caseStudies: 'projects', notes: 'notes' } as const;
export type MarkdownKind = keyof typeof FOLDERS;

/** An edition's Markdown files, by kind. */
export type EditionSources = Record<MarkdownKind, MarkdownSource[]>;

/** The `.md` files of `dir`, by name; none when the folder does not exist. */
export function markdownFiles(dir: string): MarkdownSource[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      slug: name.slice(0, -'.md'.length),
      file: displayPath(join(dir, name)),
      text: readFileSync(join(dir, name), 'utf8'),
    }));
}

/** An edition's case studies and notes: the content folder's own, or its translation's. */
export function editionSources(contentDir: string, language: Language): EditionSources {
  const dir = language === DEFAULT_LANGUAGE ? contentDir : translationDir(contentDir);
  return { caseStudies: markdownFiles(join(dir, FOLDERS.caseStudies)), notes: markdownFiles(join(dir, FOLDERS.notes)) };
}

/** Every edition's sources; an edition the site does not have has none (its folder is not read). */
export function siteSources(contentDir: string, languages: readonly Language[]): Record<Language, EditionSources> {
  const none: EditionSources = { caseStudies: [], notes: [] };
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, languages.includes(language) ? editionSources(contentDir, language) : none]),
  ) as Record<Language, EditionSources>;
}

/** One kind of every edition's sources: what the checks of that kind read. */
export const sourcesOfKind = (sources: Record<Language, EditionSources>, kind: MarkdownKind): Record<Language, MarkdownSource[]> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, sources[language][kind]])) as Record<Language, MarkdownSource[]>;

/** The site's editions: the default, and the translation's when there is one. */
export const editionsOf = (english: boolean): readonly Language[] =>
  english ? [DEFAULT_LANGUAGE, TRANSLATION_LANGUAGE] : [DEFAULT_LANGUAGE];
