// Content folders for building the site in variants (tests, measurements): another owner's data files, or
// the Markdown pages and translation of a content folder copied into a new one.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_EXTENSION, dataText } from '../../tools/content/dataFiles';
import type { ContentModuleName } from '../../tools/content/validate';
import { temporaryFolder } from '../temporaryFolder';

/** Writes a data file (`skills: [...]` in skills.yaml) into `dir`, a content folder. */
export function writeContentModule(dir: string, name: ContentModuleName, keys: Record<string, unknown>): void {
  writeFileSync(join(dir, `${name}${DATA_EXTENSION}`), dataText(keys));
}

/** A new content folder outside the repository, with these data files in place of those of src/content/. */
export function contentFolder(modules: Partial<Record<ContentModuleName, Record<string, unknown>>> = {}): string {
  const dir = temporaryFolder('content-');
  for (const [name, exports] of Object.entries(modules)) writeContentModule(dir, name as ContentModuleName, exports);
  return dir;
}

const MARKDOWN_FOLDERS = { caseStudies: 'projects', notes: 'notes' } as const;
export type MarkdownKind = keyof typeof MARKDOWN_FOLDERS;

/**
 * Copies the Markdown pages of the content folder `from`, Portuguese only or with their translations,
 * case studies, notes or both, into another content folder `dir` (which has only its own).
 */
export function copyMarkdownPages(
  from: string,
  dir: string,
  { english = true, kinds = ['caseStudies', 'notes'] }: { english?: boolean; kinds?: MarkdownKind[] } = {},
): void {
  const folders = kinds.map((kind) => MARKDOWN_FOLDERS[kind]);
  for (const folder of english ? [...folders, ...folders.map((each) => `en/${each}`)] : folders) {
    if (existsSync(join(from, folder))) cpSync(join(from, folder), join(dir, folder), { recursive: true });
  }
}

/** Copies the translation's data files of the content folder `from` (not its Markdown pages) into another content folder. */
export function copyTranslationModules(from: string, dir: string): void {
  const english = join(from, 'en');
  if (existsSync(english))
    cpSync(english, join(dir, 'en'), {
      recursive: true,
      filter: (source) => !Object.values(MARKDOWN_FOLDERS).some((folder) => `${source}/`.startsWith(join(english, `${folder}/`))),
    });
}
