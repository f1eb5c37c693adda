/**
 * The data files an import writes, as the owner would write them: a YAML mapping whose keys are the names
 * the site reads (`owner`, `heroIntro`…), the JSON Schema an editor checks it with named on its first line,
 * a short comment over each key, formatted by Prettier with the repository's settings. The `yaml`
 * package quotes what would otherwise read as something else (`'2023'`, `'Dev: backend'`).
 */
import { basename, dirname, join, relative, sep } from 'node:path';
import * as prettier from 'prettier';
import { Document, isMap, isScalar, visit } from 'yaml';
import { keysOf, loadCollections, type Collection } from '../content/collections';
import { SCHEMAS_DIR } from '../content/jsonSchemas';
import { SITE_CONTENT_DIR } from '../content/source';
import { TRANSLATION_LANGUAGE } from '../content/translation';
import { ROOT } from '../projectPaths';
import type { ImportedContent } from './mapContent';
import type { ImportedTranslation } from './translate';

const HEADER = ' Written by `npm run import:resume` from a JSON Resume: edit it freely; another import replaces it only with --force.';
const SCHEMA_LINE = /^# yaml-language-server: \$schema=.*\n/;
/** A list of short texts is written on one line, `[React, Node.js]`, as src/content/ writes tags. */
const FLOW_LIST_LENGTH = 80;

interface Key {
  name: string;
  value: unknown;
  /** What the key holds, for the owner: a comment over it. */
  comment: string;
}

/**
 * The first line of the data file at `path` in the content folder `dir` (`en/owner.yaml`): its JSON
 * Schema, its collection's in src/content/schemas/ (`schemas/owner.json`, an English twin's too), relative to the file.
 */
export function schemaLine(dir: string, path: string): string {
  const schema = join(SCHEMAS_DIR, basename(path).replace(/\.yaml$/, '.json'));
  const from = relative(dirname(join(dir, path)), schema)
    .split(sep)
    .join('/');
  return `# yaml-language-server: $schema=${from}\n`;
}

/** A data file of src/content/ as a file at `path` of the content folder `dir`: its schema line pointing from there. */
export const movedDataFile = (text: string, dir: string, path: string) => schemaLine(dir, path) + text.replace(SCHEMA_LINE, '');

/** The text of the data file at `path` of `dir`. */
export async function dataFile(dir: string, path: string, keys: readonly Key[]): Promise<string> {
  const document = new Document(Object.fromEntries(keys.map(({ name, value }) => [name, value])));
  document.commentBefore = HEADER;
  if (isMap(document.contents))
    for (const { key } of document.contents.items) {
      if (!isScalar(key)) continue;
      key.commentBefore = ` ${keys.find(({ name }) => name === key.value)?.comment}`;
      key.spaceBefore = true;
    }
  visit(document, {
    Seq(_, list) {
      const items = list.items.map((item) => (isScalar(item) ? String(item.value) : undefined));
      if (items.every((item) => item !== undefined) && items.join(', ').length <= FLOW_LIST_LENGTH) list.flow = true;
    },
  });
  const source = schemaLine(dir, path) + document.toString({ lineWidth: 0, singleQuote: true, flowCollectionPadding: false });
  const options = await prettier.resolveConfig(join(SITE_CONTENT_DIR, 'owner.yaml'), { config: join(ROOT, '.prettierrc.json') });
  return prettier.format(source, { ...options, parser: 'yaml' });
}

async function dataFiles(files: Record<string, Key[]>, dir: string, folder = ''): Promise<Map<string, string>> {
  const entries = Object.entries(files).map(async ([name, keys]) => {
    const path = `${folder}${name}.yaml`;
    return [path, await dataFile(dir, path, keys)] as const;
  });
  return new Map(await Promise.all(entries));
}

/** What each key the import writes holds, for the owner: the comment over it, by edition where they differ. */
const COMMENTS_BY_KEY = {
  content: {
    owner: 'You: the hero, the about and contact sections, the CV.',
    experiences: 'Newest first: the timeline reads from the present backwards.',
    projects: 'The project cards, in order; projects/<id>.md is a case study of one.',
    skills: 'The skill bars, shown by category.',
    mainTechnologies: "The 'Principais Tecnologias' grid of the about section, in display order.",
  },
  // Each English file is its Portuguese file again, its texts in English (the editor shows them side by side).
  translation: {
    owner: 'You, in English: the texts beside ../owner.yaml, every other value a copy of it.',
    experiences: 'The jobs of ../experiences.yaml, in its order, their texts in English; periods are shown in English by the build.',
    projects: 'The projects of ../projects.yaml, in its order, the title and the description in English.',
    skills: 'The skills of ../skills.yaml, in its order, the names in English.',
  },
  // The same three in each edition.
  texts: {
    heroIntro: 'The sentence under your name and role, at the top of the page.',
    biography: 'The about section, a paragraph per entry.',
    siteDescription: 'What search engines and link previews show of the site.',
  },
};

/**
 * The data files of an edition whose every key the import has (the collections a resume fills,
 * tools/content/collections.ts), by name, each key with its comment.
 */
async function editionKeys(edition: Record<string, unknown>, comments: Record<string, string>, english: boolean) {
  const made = (await loadCollections()).filter(
    (collection) => (!english || collection.translation !== 'none') && keysOf(collection).every((key) => Object.hasOwn(edition, key)),
  );
  const keysOfFile = (collection: Collection): Key[] =>
    keysOf(collection).map((name) => ({ name, value: edition[name], comment: comments[name] ?? '' }));
  return Object.fromEntries(made.map((collection) => [collection.file, keysOfFile(collection)]));
}

/** Each data file of the content folder `dir`, by its path there (`owner.yaml`). */
export const contentFiles = async (content: ImportedContent, dir: string) =>
  dataFiles(await editionKeys(content, { ...COMMENTS_BY_KEY.content, ...COMMENTS_BY_KEY.texts }, false), dir);

/** Each data file of the translation of the content folder `dir`, by its path there (`en/owner.yaml`). */
export const translationFiles = async (translation: ImportedTranslation, dir: string) =>
  dataFiles(
    await editionKeys(translation, { ...COMMENTS_BY_KEY.translation, ...COMMENTS_BY_KEY.texts }, true),
    dir,
    `${TRANSLATION_LANGUAGE}/`,
  );

/** The English menu label of each section the site ships with. */
export const SECTION_LABELS_IN_ENGLISH: Record<string, string> = {
  inicio: 'Home',
  'sobre-mim': 'About',
  'meus-projetos': 'Projects',
  'habilidades-tecnicas': 'Skills',
  experiencia: 'Experience',
  contato: 'Contact',
};

/** The comments over the keys the import does not write, for the files it makes of them. */
export const COMMENTS = {
  homeSections: "The home page's sections, in order: `id` names the section and is its anchor (/#contato), `label` its menu entry.",
  englishHomeSections: 'The sections of ../navigation.yaml, in its order, their menu labels in English.',
  privacyText: 'The privacy policy the footer opens.',
  termsText: 'The terms of use the footer opens.',
};

/**
 * The English menu labels and legal texts, for a folder with no English of its own where src/content/
 * has none either: the sections the site ships with in English, any other section and the legal texts
 * as they are in Portuguese, for the owner to translate.
 */
export async function untranslatedFiles(
  dir: string,
  homeSections: readonly { id: string; label: string }[],
  legal: Record<string, unknown>,
) {
  const labels = homeSections.map(({ id, label }) => ({ id, label: SECTION_LABELS_IN_ENGLISH[id] ?? label }));
  const legalTexts = Object.entries(legal).map(([name, value]) => ({
    name,
    value,
    comment: `${COMMENTS[name as keyof typeof COMMENTS]} In Portuguese until you translate it.`,
  }));
  const [navigation, legalFile] = [`${TRANSLATION_LANGUAGE}/navigation.yaml`, `${TRANSLATION_LANGUAGE}/legal.yaml`];
  return new Map([
    [navigation, await dataFile(dir, navigation, [{ name: 'homeSections', value: labels, comment: COMMENTS.englishHomeSections }])],
    [legalFile, await dataFile(dir, legalFile, legalTexts)],
  ]);
}
