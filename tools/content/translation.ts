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
import { ptBR } from 'zod/locales';
import { TRANSLATED_MODULES, translationSchema } from '../../src/collections/index';
import type { LegalText } from '../../src/collections/legal';
import type { SectionLabels } from '../../src/collections/navigation';
import type { OwnerTranslation } from '../../src/collections/owner';
import type { ProjectTranslations } from '../../src/collections/projects';
import type { SkillTranslations } from '../../src/collections/skills';
import type { ExperienceTranslations } from '../../src/collections/experiences';
import type { Language } from '../../src/lib/editions';
import { CACHE_DIR, displayPath } from '../projectPaths';
import { englishAddedFiles } from './addedModules';
import { DATA_EXTENSION, dataText, readDataFile, type DataFile } from './dataFiles';
import { formatPeriod, parsePeriod } from './period';
import { toProblems } from './problems';
import { ContentError, MODULE_EXPORTS, type SiteContent } from './source';

export { TRANSLATED_MODULES } from '../../src/collections/index';

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

/**
 * The English content made from `contentDir`'s translation of `content` (already checked), or null
 * when the folder has none. A ContentError lists every problem of the translation, file by file, line by line.
 */
export function checkedTranslation(contentDir: string, content: SiteContent): Promise<SiteContent | null> {
  return Promise.resolve().then(() => translated(contentDir, content));
}

function translated(contentDir: string, content: SiteContent): SiteContent | null {
  if (!hasTranslation(contentDir)) return null;
  const dir = translationDir(contentDir);
  const fileOf = (module: string) => join(dir, `${module}${DATA_EXTENSION}`);
  const read = new Map<string, DataFile>(
    TRANSLATED_MODULES.filter((name) => existsSync(fileOf(name))).map((name) => [name, readDataFile(fileOf(name))]),
  );
  const unread = [...read.values()].flatMap((file) => file.problems);
  if (unread.length > 0) throw new ContentError(unread);
  const modules = Object.fromEntries([...read].map(([name, file]) => [name, file.data]));
  const result = translationSchema(content).safeParse(modules, { error: ptBR().localeError });
  if (!result.success)
    throw new ContentError(
      toProblems(
        result.error.issues,
        modules,
        (module) => displayPath(fileOf(module)),
        (module, path) => read.get(module)?.lineOf(path),
      ),
    );
  return translateContent(content, Object.assign({}, ...Object.values(result.data)) as Translation);
}

/** The data files of an edition's content: the site's, and those the owner added (`added`: name -> text). */
const editionFiles = (content: SiteContent, added: Record<string, string>) => ({
  ...Object.fromEntries(
    Object.entries(MODULE_EXPORTS).map(([name, keys]) => [name, dataText(Object.fromEntries(keys.map((key) => [key, content[key]])))]),
  ),
  ...added,
});

/** The texts of the data files the content folder `contentDir` adds, as its English edition reads them. */
const englishAdded = (contentDir: string) =>
  Object.fromEntries(Object.entries(englishAddedFiles(contentDir)).map(([name, file]) => [name, readFileSync(file, 'utf8')]));

/**
 * Writes `content` as the data files of the content folder `dir`, for an edition's bundles to read, with
 * the data files `contentDir` adds in their English version.
 */
export async function writeContentData(content: SiteContent, dir: string, contentDir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(editionFiles(content, englishAdded(contentDir))))
    await writeFile(join(dir, `${name}${DATA_EXTENSION}`), text);
}

/**
 * The content folder of `content`'s data files (see writeContentData), named after what it holds: the
 * same content is at the same path in every build, so the edition's bundles, whose source maps name
 * it, keep their hashed names (and visitors their cached copies) while nothing changed. Written aside,
 * then moved into place whole: builds running side by side never read a half-written folder.
 */
export async function writeContentFolder(content: SiteContent, language: Language, contentDir: string): Promise<string> {
  const files = editionFiles(content, englishAdded(contentDir));
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
