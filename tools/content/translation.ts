/**
 * The English translation of the content (src/content/en/, or en/ in an owner's content folder):
 * only texts, by the id of what they translate. Checked against the Portuguese content, then laid
 * over it into the content of the English edition, which is written out as plain modules that the
 * English bundles read in place of src/content/ (see contentOverlay).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import type {
  ExperienceTranslations,
  LegalText,
  OwnerTranslation,
  ProjectTranslations,
  SectionLabels,
  SkillTranslations,
} from '../../src/content/types';
import type { Language } from '../../src/lib/editions';
import { CACHE_DIR, displayPath } from '../projectPaths';
import { formatPeriod, parsePeriod } from './period';
import { toProblems } from './problems';
import { ContentError, importModules, MODULE_EXPORTS, type SiteContent } from './source';

export const TRANSLATION_LANGUAGE = 'en' satisfies Language;

/** What a translation's modules export; skills only for the names that change. */
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

export const TRANSLATED_MODULES = ['owner', 'projects', 'experiences', 'skills', 'texts', 'legal', 'navigation'] as const;
type TranslatedModule = (typeof TRANSLATED_MODULES)[number];

export const translationDir = (contentDir: string) => join(contentDir, TRANSLATION_LANGUAGE);

/** A content folder with an en/ folder has an English edition; without one the site is Portuguese only. */
export const hasTranslation = (contentDir: string) =>
  statSync(translationDir(contentDir), { throwIfNoEntry: false })?.isDirectory() ?? false;

const MISSING = 'falta a tradução';

/** An object with exactly these keys: each missing key and each extra key is a problem of its own. */
function exactly(shape: Record<string, z.ZodType>, extra: string, missing = MISSING) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.input === undefined) return missing;
      if (issue.code === 'unrecognized_keys') return `${extra}: ${(issue as { keys: string[] }).keys.join(', ')}`;
      return undefined;
    },
  });
}

const text = z
  .string({ error: (issue) => (issue.input === undefined ? MISSING : 'deve ser um texto entre aspas') })
  .trim()
  .min(1, 'não pode ficar vazio');
const paragraphs = z
  .array(text, { error: (issue) => (issue.input === undefined ? MISSING : 'deve ser uma lista de textos') })
  .min(1, 'escreva pelo menos um parágrafo');

/** A list that translates another one entry by entry. */
const sameLength = (original: readonly unknown[], item: z.ZodType) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? MISSING : 'deve ser uma lista') })
    .length(original.length, `traduza as ${original.length} entradas, na ordem de src/content/owner.ts`);

/** The schema of a translation of `content`: the same ids, every text, nothing else. */
export function translationSchema(content: SiteContent) {
  const original = (module: string) => `src/content/${module}.ts`;
  const notTranslated = (module: string) => `não se traduz: escreva só em ${original(module)}`;
  const unknownId = (module: string) => `id que não existe em ${original(module)}`;
  const byId = (module: string, ids: readonly string[], item: z.ZodType) =>
    exactly(Object.fromEntries(ids.map((id) => [id, item])), unknownId(module));
  const module = (name: TranslatedModule, shape: Record<string, z.ZodType>) =>
    exactly(shape, 'exportação desconhecida', `arquivo não encontrado: crie-o com a tradução de ${original(name)}`);
  const legal = exactly({ title: text, paragraphs }, 'não se traduz');
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  const owner = exactly(
    {
      role: text,
      location: text,
      ...(content.owner.availability === undefined ? {} : { availability: text }),
      ...(content.owner.whatsappMessage === undefined ? {} : { whatsappMessage: text }),
      ...(content.owner.headline === undefined ? {} : { headline: text }),
      ...(content.owner.spokenLanguages === undefined
        ? {}
        : {
            spokenLanguages: sameLength(content.owner.spokenLanguages, exactly({ language: text, fluency: text }, notTranslated('owner'))),
          }),
      ...(content.owner.education === undefined
        ? {}
        : { education: sameLength(content.owner.education, exactly({ studyType: text, area: text }, notTranslated('owner'))) }),
    },
    notTranslated('owner'),
  );
  return z.object({
    owner: module('owner', { owner }),
    projects: module('projects', {
      projects: byId('projects', ids(content.projects), exactly({ title: text, description: text }, notTranslated('projects'))),
    }),
    experiences: module('experiences', {
      experiences: byId(
        'experiences',
        ids(content.experiences),
        exactly({ title: text, description: text, company: text.optional() }, notTranslated('experiences')),
      ),
    }),
    skills: module('skills', {
      skills: byId('skills', ids(content.skills), exactly({ name: text }, notTranslated('skills')).optional()),
    }).optional(),
    texts: module('texts', { heroIntro: text, biography: paragraphs, siteDescription: text }),
    legal: module('legal', { privacyText: legal, termsText: legal }),
    navigation: module('navigation', { homeSections: byId('navigation', ids(content.homeSections), text) }),
  });
}

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
 * when the folder has none. A ContentError lists every problem of the translation, file by file.
 */
export async function checkedTranslation(contentDir: string, content: SiteContent): Promise<SiteContent | null> {
  if (!hasTranslation(contentDir)) return null;
  const dir = translationDir(contentDir);
  const fileOf = (module: string) => join(dir, `${module}.ts`);
  const present = TRANSLATED_MODULES.filter((name) => existsSync(fileOf(name)));
  const modules = await importModules(Object.fromEntries(present.map((name) => [name, fileOf(name)])));
  const result = translationSchema(content).safeParse(modules, { error: ptBR().localeError });
  if (!result.success) throw new ContentError(toProblems(result.error.issues, modules, (module) => displayPath(fileOf(module))));
  return translateContent(content, Object.assign({}, ...Object.values(result.data)) as Translation);
}

/** Writes `content` as the modules of the content folder `dir`, for an edition's bundles to read. */
export async function writeContentModules(content: SiteContent, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, exports] of Object.entries(MODULE_EXPORTS)) {
    const code = exports.map((key) => `export const ${key} = ${JSON.stringify(content[key], null, 2)};\n`).join('');
    await writeFile(join(dir, `${name}.ts`), code);
  }
}

/**
 * The content folder of `content`'s modules (see writeContentModules), named after what it holds: the
 * same content is at the same path in every build, so the edition's bundles, whose source maps name
 * it, keep their hashed names (and visitors their cached copies) while nothing changed. Written aside,
 * then moved into place whole: builds running side by side never read a half-written folder.
 */
export async function writeContentFolder(content: SiteContent, language: Language): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  const dir = join(CACHE_DIR, `content-${language}-${hash}`);
  if (existsSync(dir)) return dir;
  await mkdir(CACHE_DIR, { recursive: true });
  const staging = await mkdtemp(join(CACHE_DIR, `staging-content-${language}-`));
  await writeContentModules(content, staging);
  // Another build may have put the same folder in place meanwhile: then its copy serves.
  await rename(staging, dir).catch(async (error: unknown) => {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  });
  return dir;
}
