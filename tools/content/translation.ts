/**
 * The English translation of the content (src/content/en/, or en/ in an owner's content folder):
 * only texts, by the id of what they translate. Checked against the Portuguese content (its schemas are
 * the collections', src/collections/), then laid over it into the content of the English edition,
 * which is written out as data files that the English bundles read in place of src/content/ (see
 * siteContentPlugin).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import type { ExperienceTranslations } from '../../src/collections/experiences';
import type { LegalText } from '../../src/collections/legal';
import type { SectionLabels } from '../../src/collections/navigation';
import type { OwnerTranslation } from '../../src/collections/owner';
import type { ProjectTranslations } from '../../src/collections/projects';
import type { SkillTranslations } from '../../src/collections/skills';
import type { Language } from '../../src/lib/editions';
import { CACHE_DIR, displayPath } from '../projectPaths';
import { keysOf, loadCollections, type Collection } from './collections';
import { dataFileOf } from './contentModule';
import { DATA_EXTENSION, dataText, readDataFile, type DataFile } from './dataFiles';
import { formatPeriod, parsePeriod } from '../../src/lib/period';
import { toProblems, type Problem } from './problems';
import { ContentError, type SiteContent } from './source';
import { twinProblems } from './twins';

export const TRANSLATION_LANGUAGE = 'en' satisfies Language;

/** The keys of a translation's data files; skills only for the names that change. */
export interface Translation {
  owner: OwnerTranslation;
  projects: ProjectTranslations;
  experiences: ExperienceTranslations;
  skills?: SkillTranslations;
  heroIntro: string;
  biography: string[];
  siteDescription: string;
  privacyText: LegalText;
  termsText: LegalText;
  homeSections: SectionLabels;
}

export const translationDir = (contentDir: string) => join(contentDir, TRANSLATION_LANGUAGE);

/** A content folder with an en/ folder has an English edition; without one the site is Portuguese only. */
export const hasTranslation = (contentDir: string) =>
  statSync(translationDir(contentDir), { throwIfNoEntry: false })?.isDirectory() ?? false;

/** The content of the English edition: the Portuguese content with the translated texts in place. */
export function translateContent(content: SiteContent, translation: Translation): SiteContent {
  return {
    ...content,
    ...translation,
    owner: {
      ...content.owner,
      ...translation.owner,
      education: content.owner.education?.map((entry, index) => ({
        ...entry,
        ...translation.owner.education?.[index],
        period: formatPeriod(parsePeriod(entry.period)!, TRANSLATION_LANGUAGE),
      })),
    },
    projects: content.projects.map((project) => ({ ...project, ...translation.projects[project.id] })),
    experiences: content.experiences.map((experience) => ({
      ...experience,
      ...translation.experiences[experience.id],
      period: formatPeriod(parsePeriod(experience.period)!, TRANSLATION_LANGUAGE),
    })),
    skills: content.skills.map((skill) => ({ ...skill, ...translation.skills?.[skill.id] })),
    homeSections: content.homeSections.map((section) => ({ ...section, label: translation.homeSections[section.id] })),
  };
}

/** The Portuguese keys of a collection's data file, from the content. */
const keysFrom = (content: SiteContent, collection: Collection) =>
  Object.fromEntries(keysOf(collection).map((key) => [key, (content as Record<string, unknown>)[key]]));

/** Whether the content has the collection's data file (a section an owner added may have none). */
const hasData = (content: SiteContent, collection: Collection) => keysOf(collection).every((key) => Object.hasOwn(content, key));

/** The collections whose English twin is translated by id and laid over the Portuguese content (all the site's but technologies). */
export const translatedCollections = (collections: readonly Collection[]) =>
  collections.filter((collection) => typeof collection.translation === 'function');

/** The collections whose English twin is the whole file in English (a section an owner added): read in place of the Portuguese. */
const twinnedCollections = (collections: readonly Collection[], content: SiteContent) =>
  collections.filter((collection) => collection.translation === undefined && hasData(content, collection));

/**
 * Every problem of `contentDir`'s translation of `content`, by file and line, and the translation when it has
 * none (and the folder one). `passed`: whether a collection's Portuguese data passed its schema; the translation
 * of one that did not is checked without it (not its ids, nor its lists' lengths), but checked.
 */
export async function checkTranslation(
  contentDir: string,
  content: SiteContent,
  collections?: readonly Collection[],
  passed: (collection: Collection) => boolean = () => true,
): Promise<{ problems: Problem[]; translation?: Translation }> {
  if (!hasTranslation(contentDir)) return { problems: [] };
  const declared = collections ?? (await loadCollections());
  const dir = translationDir(contentDir);
  const fileOf = (module: string) => join(dir, `${module}${DATA_EXTENSION}`);
  const translated = translatedCollections(declared).filter((collection) => !passed(collection) || hasData(content, collection));
  const read = new Map<string, DataFile>(
    translated.filter(({ file }) => existsSync(fileOf(file))).map(({ file }) => [file, readDataFile(fileOf(file))]),
  );
  const twins = twinnedCollections(declared, content).map((collection) => twinProblems(collection, fileOf(collection.file), contentDir));
  const unread = [...read.values()].flatMap((file) => file.problems);
  const modules = Object.fromEntries([...read].map(([name, file]) => [name, file.data]));
  const schema = z.object(
    Object.fromEntries(
      translated.map((collection) => [
        collection.file,
        (collection.translation as (data: unknown) => z.ZodType)(passed(collection) ? keysFrom(content, collection) : undefined),
      ]),
    ),
  );
  const result = unread.length > 0 ? null : schema.safeParse(modules, { error: ptBR().localeError });
  const problems: Problem[] = [
    ...unread,
    ...(result && !result.success
      ? toProblems(
          result.error.issues,
          modules,
          (module) => displayPath(fileOf(module)),
          (module, path) => read.get(module)?.lineOf(path),
        )
      : []),
    ...twins.flat(),
  ];
  if (problems.length > 0 || !result?.success) return { problems };
  return { problems, translation: Object.assign({}, ...Object.values(result.data as Record<string, object>)) as Translation };
}

/** The English content of `contentDir` (checkTranslation), null without a translation; a ContentError lists its problems. */
export async function checkedTranslation(contentDir: string, content: SiteContent, collections?: readonly Collection[]) {
  const { problems, translation } = await checkTranslation(contentDir, content, collections);
  if (problems.length > 0) throw new ContentError(problems);
  return translation ? translateContent(content, translation) : null;
}

/**
 * The data files of an edition's content: the site's as `content` has them, and those whose English twin
 * is the whole file (a section an owner added), as `contentDir` has them in English.
 */
async function editionFiles(content: SiteContent, contentDir: string): Promise<Record<string, string>> {
  const collections = await loadCollections();
  const twinned = new Set(twinnedCollections(collections, content));
  const files: Record<string, string> = {};
  for (const collection of collections) {
    if (!twinned.has(collection)) {
      if (hasData(content, collection)) files[collection.file] = dataText(keysFrom(content, collection));
      continue;
    }
    const twin = join(translationDir(contentDir), `${collection.file}${DATA_EXTENSION}`);
    const file = existsSync(twin) ? twin : dataFileOf(contentDir, collection);
    if (file) files[collection.file] = readFileSync(file, 'utf8');
  }
  return files;
}

/**
 * Writes `content` as the data files of the content folder `dir`, for an edition's bundles to read, with
 * the data files `contentDir` adds in their English version.
 */
export async function writeContentData(content: SiteContent, dir: string, contentDir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(await editionFiles(content, contentDir)))
    await writeFile(join(dir, `${name}${DATA_EXTENSION}`), text);
}

/**
 * The content folder of `content`'s data files (see writeContentData), named after what it holds: the
 * same content is at the same path in every build, so the edition's bundles, whose source maps name
 * it, keep their hashed names (and visitors their cached copies) while nothing changed. Written aside,
 * then moved into place whole: builds running side by side never read a half-written folder.
 */
export async function writeContentFolder(content: SiteContent, language: Language, contentDir: string): Promise<string> {
  const files = await editionFiles(content, contentDir);
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
