/**
 * The English edition of the content (src/content/en/, or en/ in an owner's content folder): a twin of
 * each data file, the whole file again with its texts in English (./twins.ts), as the editor writes it
 * side by side with the Portuguese. Checked against the Portuguese content (its schemas are the
 * collections', src/collections/), then made into the content of the English edition: the translatable
 * texts of the twins, every other value the Portuguese content's (./translatable.ts). It is written out as
 * data files that the English bundles read in place of src/content/ (see siteContentPlugin).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ANY_FILES } from '../../src/collections/rules/fields';
import type { Language } from '../../src/lib/editions';
import { CACHE_DIR, displayPath } from '../projectPaths';
import { keysOf, loadCollections, type Collection } from './collections';
import { dataFileOf } from './contentModule';
import { DATA_EXTENSION, dataText } from './dataFiles';
import type { Problem } from './problems';
import { ContentError, type SiteContent } from './source';
import { mergeTwin, twinSchemaOf } from './translatable';
import { checkTwin } from './twins';

export const TRANSLATION_LANGUAGE = 'en' satisfies Language;

export const translationDir = (contentDir: string) => join(contentDir, TRANSLATION_LANGUAGE);

/** A content folder with an en/ folder has an English edition; without one the site is Portuguese only. */
export const hasTranslation = (contentDir: string) =>
  statSync(translationDir(contentDir), { throwIfNoEntry: false })?.isDirectory() ?? false;

/** The Portuguese keys of a collection's data file, from the content. */
const keysFrom = (content: SiteContent, collection: Collection) =>
  Object.fromEntries(keysOf(collection).map((key) => [key, (content as Record<string, unknown>)[key]]));

/** Whether the content has the collection's data file (a section an owner added may have none). */
const hasData = (content: SiteContent, collection: Collection) => keysOf(collection).every((key) => Object.hasOwn(content, key));

/** The collections with an English twin: all but those whose values read alike in both languages (`translation: 'none'`). */
export const translatedCollections = (collections: readonly Collection[]) =>
  collections.filter((collection) => collection.translation !== 'none');

/**
 * Every problem of `contentDir`'s English twins of `content`, by file and line, and the English edition's
 * content when there is none (and the folder has an English edition). `passed`: whether a collection's
 * Portuguese data passed its schema; the twin of one that did not is checked without it (only its schema).
 */
export async function checkTranslation(
  contentDir: string,
  content: SiteContent,
  collections?: readonly Collection[],
  passed: (collection: Collection) => boolean = () => true,
): Promise<{ problems: Problem[]; english?: SiteContent }> {
  if (!hasTranslation(contentDir)) return { problems: [] };
  const problems: Problem[] = [];
  const english: Record<string, unknown> = { ...content };
  for (const collection of translatedCollections(collections ?? (await loadCollections()))) {
    if (passed(collection) && !hasData(content, collection)) continue;
    const name = `${collection.file}${DATA_EXTENSION}`;
    const original = displayPath(dataFileOf(contentDir, collection) ?? join(contentDir, name));
    const portuguese = keysFrom(content, collection);
    const twin = checkTwin(collection, join(translationDir(contentDir), name), original, passed(collection) ? portuguese : undefined);
    problems.push(...twin.problems);
    if (twin.data)
      Object.assign(english, mergeTwin(twinSchemaOf(collection.schema(ANY_FILES)), portuguese, twin.data, TRANSLATION_LANGUAGE));
  }
  return problems.length > 0 ? { problems } : { problems, english: english as SiteContent };
}

/** The English content of `contentDir` (checkTranslation), null without a translation; a ContentError lists its problems. */
export async function checkedTranslation(contentDir: string, content: SiteContent, collections?: readonly Collection[]) {
  const { problems, english } = await checkTranslation(contentDir, content, collections);
  if (problems.length > 0) throw new ContentError(problems);
  return english ?? null;
}

/** The data files of an edition's content, as `content` has them. */
async function editionFiles(content: SiteContent): Promise<Record<string, string>> {
  const collections = (await loadCollections()).filter((collection) => hasData(content, collection));
  return Object.fromEntries(collections.map((collection) => [collection.file, dataText(keysFrom(content, collection))]));
}

/** Writes `content` as the data files of the content folder `dir`, for an edition's bundles to read. */
export async function writeContentData(content: SiteContent, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(await editionFiles(content))) await writeFile(join(dir, `${name}${DATA_EXTENSION}`), text);
}

/**
 * The content folder of `content`'s data files (see writeContentData), named after what it holds: the
 * same content is at the same path in every build, so the edition's bundles, whose source maps name
 * it, keep their hashed names (and visitors their cached copies) while nothing changed. Written aside,
 * then moved into place whole: builds running side by side never read a half-written folder.
 */
export async function writeContentFolder(content: SiteContent, language: Language): Promise<string> {
  const files = await editionFiles(content);
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const dir = join(CACHE_DIR, `content-${language}-${hash}`);
  if (existsSync(dir)) return dir;
  await mkdir(CACHE_DIR, { recursive: true });
  const staging = await mkdtemp(join(CACHE_DIR, `staging-content-${language}-`));
  for (const [name, text] of Object.entries(files)) await writeFile(join(staging, `${name}${DATA_EXTENSION}`), text);
  // Another build may have put the same folder in place meanwhile: then its copy serves.
  await rename(staging, dir).catch(async (error: unknown) => {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  });
  return dir;
}
