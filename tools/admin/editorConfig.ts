/**
 * The editor's configuration (`admin/config.yml`, Sveltia CMS): a collection entry for every data file
 * and a folder collection for every kind of Markdown page, each entry's fields made from the schema the
 * build checks that file with (./fields.ts). With an English edition, every entry shows both editions
 * side by side (Sveltia's i18n, on our layout: Portuguese in src/content/, English in src/content/en/,
 * the same file again): a field the schema marks `translatable` is written in each language
 * (`i18n: true`), every other one is copied from the Portuguese (`i18n: duplicate`), so an item added in
 * Portuguese has its English twin at once, with its id, links, pictures and categories.
 */
import { z } from 'zod';
import { ANY_FILES, type StaticFiles } from '../../src/collections/rules/fields';
import { DEFAULT_LANGUAGE } from '../../src/lib/editions';
import type { Collection } from '../content/collections';
import { hasTranslatable } from '../content/translatable';
import { editorFields, jsonSchemaOf, type EditorField, type JsonSchema } from './fields';
import { editorSite, type EditorSettings } from './editorSite';
import { imagePaths } from './imageFields';

export const CONTENT_FOLDER = 'src/content';
/** Where uploaded pictures go, and the address the page asks for them at (the image pipeline's). */
export const MEDIA_FOLDER = 'static/images';
export const PUBLIC_FOLDER = '/images';
const ENGLISH = 'en';

/** The front matter schemas of the Markdown pages (tools/content/caseStudies.ts, notes.ts). */
export interface MarkdownSchemas {
  caseStudy: z.ZodType;
  note: z.ZodType;
}

interface FileEntry {
  name: string;
  label: string;
  file: string;
  i18n?: true;
  fields: EditorField[];
}

/** Every field written in each language: a note is each edition's own. */
const translatable = (fields: readonly EditorField[]): EditorField[] =>
  fields.map((field) => ({
    ...field,
    i18n: true,
    ...(field.fields ? { fields: translatable(field.fields) } : {}),
    ...(field.field ? { field: { ...field.field, i18n: true } } : {}),
  }));

/** Each field written in each language where `schema` marks it translatable (or holds one that is), else copied. */
function sideBySide(fields: readonly EditorField[], schema: JsonSchema): EditorField[] {
  return fields.map((field) => {
    const property = schema.properties?.[field.name] ?? {};
    const i18n = hasTranslatable(property) ? true : 'duplicate';
    return {
      ...field,
      i18n,
      ...(field.fields ? { fields: sideBySide(field.fields, property.items ?? property) } : {}),
      ...(field.field ? { field: { ...field.field, i18n } } : {}),
    };
  });
}

/**
 * The file's list with its item's name (`label_singular`, what its add button says), when the collection
 * declares one: in an entry of a file collection, Sveltia names the add button by the list field's, not
 * the collection's.
 */
function namingItems(fields: EditorField[], file: string, singular: string | undefined): EditorField[] {
  if (singular === undefined) return fields;
  const lists = fields.filter((field) => field.widget === 'list');
  if (lists.length !== 1)
    throw new Error(
      `src/collections/${file}.ts: labelSingular nomeia o item da única lista do arquivo, mas ele tem ${lists.length} listas`,
    );
  return fields.map((field) => (field === lists[0] ? { ...field, label_singular: singular } : field));
}

/** The data files' entries, one per collection, both editions side by side where the collection has an English twin. */
function dataCollections(withEnglish: boolean, collections: readonly Collection[]) {
  const images = imagePaths((files: StaticFiles) =>
    z.object(Object.fromEntries(collections.map(({ file, schema }) => [file, schema(files)]))),
  );
  const imagesOf = (name: string) =>
    new Set([...images].filter((path) => path.startsWith(`${name}.`)).map((path) => path.slice(name.length + 1)));
  const entries: FileEntry[] = collections.map(({ file: name, label, labelSingular, schema, translation }) => {
    const own = jsonSchemaOf(schema(ANY_FILES));
    const fields = namingItems(editorFields(own, imagesOf(name)), name, labelSingular?.[DEFAULT_LANGUAGE]);
    const entry = { name, label: label[DEFAULT_LANGUAGE] };
    if (!withEnglish || translation === 'none') return { ...entry, file: `${CONTENT_FOLDER}/${name}.yaml`, fields };
    return { ...entry, file: `${CONTENT_FOLDER}/{{locale}}/${name}.yaml`, i18n: true, fields: sideBySide(fields, own) };
  });
  return [{ name: 'data', label: 'Dados', ...(entries.some((entry) => entry.i18n) ? { i18n: true } : {}), files: entries }];
}

/**
 * A kind of Markdown page: its folder, its front matter's fields and the body; `labelSingular` names one
 * page where the editor creates one ("Criando Nota").
 */
function markdownCollection(name: string, [label, labelSingular]: [string, string], folder: string, path: string, schema: z.ZodType) {
  return {
    name,
    label,
    label_singular: labelSingular,
    folder,
    path,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    // The file's name is the page's address: the owner types it (Sveltia's `_slug` field).
    slug: { editable: true },
    fields: [...editorFields(jsonSchemaOf(schema)), { name: 'body', label: 'Texto', hint: 'Em Markdown.', widget: 'markdown' }],
  };
}

function markdownCollections(schemas: MarkdownSchemas, withEnglish: boolean) {
  const caseStudies = markdownCollection(
    'case-studies',
    ['Estudos de caso', 'Estudo de caso'],
    CONTENT_FOLDER,
    'projects/{{slug}}',
    schemas.caseStudy,
  );
  const notes = markdownCollection('notes', ['Notas', 'Nota'], CONTENT_FOLDER, 'notes/{{slug}}', schemas.note);
  if (!withEnglish) return [caseStudies, notes];
  // A case study's English front matter is a twin of the Portuguese one; a note is each edition's own.
  const body = (fields: EditorField[]) => fields.map((field) => (field.name === 'body' ? { ...field, i18n: true } : field));
  return [
    { ...caseStudies, i18n: true, fields: body(sideBySide(caseStudies.fields, jsonSchemaOf(schemas.caseStudy))) },
    { ...notes, i18n: true, fields: translatable(notes.fields) },
  ];
}

/**
 * The whole configuration. `withEnglish`: whether the site has an English edition. `collections`: the
 * data files (tools/content/collections.ts).
 */
export function editorConfig(
  settings: EditorSettings,
  withEnglish: boolean,
  markdown: MarkdownSchemas,
  collections: readonly Collection[],
) {
  return {
    ...editorSite(settings),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // An optional field left empty is left out of the file, as the schemas read it (an empty time zone is none).
    output: { omit_empty_optional_fields: true },
    ...(withEnglish
      ? {
          i18n: {
            structure: 'multiple_folders',
            locales: [DEFAULT_LANGUAGE, ENGLISH],
            default_locale: DEFAULT_LANGUAGE,
            omit_default_locale_from_file_path: true,
          },
        }
      : {}),
    collections: [...dataCollections(withEnglish, collections), ...markdownCollections(markdown, withEnglish)],
  };
}
