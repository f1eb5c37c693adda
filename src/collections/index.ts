/**
 * The site's collections: one data file each in src/content/ (`<name>.yaml`, its English twin in
 * `en/<name>.yaml`), checked by the schema of its kind, which sits beside it here. The build checks the
 * content with them (tools/content/validate.ts), writes them as JSON Schemas for editors
 * (tools/content/jsonSchemas.ts), and the page reads the files as `site:content/<name>` (siteContent.d.ts).
 */
import { z } from 'zod';
import { experiencesFile, experiencesTranslationFile } from './experiences';
import type { StaticFiles } from './fields';
import { legalFile, legalTranslationFile } from './legal';
import { navigationFile, navigationTranslationFile } from './navigation';
import { ownerFile, ownerTranslationFile, type Owner } from './owner';
import { projectsFile, projectsTranslationFile } from './projects';
import { skillsFile, skillsTranslationFile } from './skills';
import { technologiesFile } from './technologies';
import { textsFile, textsTranslationFile } from './texts';

/** Each data file's keys, by the file's name. */
export function contentSchema(files: StaticFiles) {
  return z.object({
    owner: ownerFile(files),
    projects: projectsFile(files),
    skills: skillsFile(),
    experiences: experiencesFile(),
    texts: textsFile(),
    technologies: technologiesFile(),
    legal: legalFile(),
    navigation: navigationFile(),
  });
}

export type ContentModuleName = keyof ReturnType<typeof contentSchema>['shape'];

export const CONTENT_MODULES = [
  'owner',
  'projects',
  'skills',
  'experiences',
  'texts',
  'technologies',
  'legal',
  'navigation',
] as const satisfies readonly ContentModuleName[];

/** What a translation is checked against: the Portuguese content's owner and ids. */
export interface TranslatedContent {
  owner: Owner;
  projects: readonly { id: string }[];
  experiences: readonly { id: string }[];
  skills: readonly { id: string }[];
  homeSections: readonly { id: string }[];
}

/**
 * The English edition's data files (en/), by name: the same ids as `content`, every text, nothing else;
 * without `content` (the JSON Schemas), any id. Skills only for the names that change.
 */
export function translationSchema(content?: TranslatedContent) {
  const ids = (items: readonly { id: string }[] | undefined) => items?.map((item) => item.id);
  return z.object({
    owner: ownerTranslationFile(content?.owner),
    projects: projectsTranslationFile(ids(content?.projects)),
    experiences: experiencesTranslationFile(ids(content?.experiences)),
    skills: skillsTranslationFile(ids(content?.skills)).optional(),
    texts: textsTranslationFile(),
    legal: legalTranslationFile(),
    navigation: navigationTranslationFile(ids(content?.homeSections)),
  });
}

export type TranslatedModule = keyof ReturnType<typeof translationSchema>['shape'];

export const TRANSLATED_MODULES = [
  'owner',
  'projects',
  'experiences',
  'skills',
  'texts',
  'legal',
  'navigation',
] as const satisfies readonly TranslatedModule[];
