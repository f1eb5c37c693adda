/**
 * The editor's configuration (`admin/config.yml`, Sveltia CMS): a collection entry for every data file
 * and a folder collection for every kind of Markdown page, each entry's fields made from the schema the
 * build checks that file with (./fields.ts). Where the English file has the Portuguese file's shape (the
 * texts, the legal texts, the notes), one entry shows both editions side by side (Sveltia's i18n, on our
 * layout: Portuguese in src/content/, English in src/content/en/); where it has another (translations by
 * id), each edition's file is an entry of its own, in the English collection.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { ANY_FILES, type StaticFiles } from '../../src/collections/rules/fields';
import { DEFAULT_LANGUAGE } from '../../src/lib/editions';
import type { Collection } from '../content/collections';
import { editorFields, jsonSchemaOf, type EditorField, type JsonSchema } from './fields';
import { editorSite, type EditorSettings } from './editorSite';
import { namedAs } from './englishFields';
import { imagePaths } from './imageFields';

export const CONTENT_FOLDER = 'src/content';
/** Where uploaded pictures go, and the address the page asks for them at (the image pipeline's). */
export const MEDIA_FOLDER = 'static/images';
export const PUBLIC_FOLDER = '/images';
const ENGLISH = 'en';

/** The front matter schemas of the Markdown pages (tools/content/caseStudies.ts, notes.ts). */
export interface MarkdownSchemas {
  caseStudy: z.ZodType;
  caseStudyTranslation: z.ZodType;
  note: z.ZodType;
}

interface FileEntry {
  name: string;
  label: string;
  file: string;
  i18n?: true;
  fields: EditorField[];
}

/**
 * A JSON Schema without what only tells the two editions' checks apart (extra keys refused) and what
 * only the Portuguese schema says to the owner (labels, hints and widgets: the English side shows them too).
 */
const NOT_SHAPE = new Set(['additionalProperties', '$schema', 'title', 'description', 'long', 'date', 'patternErrorMessage']);
const shapeOf = (schema: JsonSchema): unknown =>
  JSON.parse(JSON.stringify(schema, (key, value: unknown) => (NOT_SHAPE.has(key) ? undefined : value)));

/** Every field translatable: in a side-by-side entry, each edition writes all of its file. */
const translatable = (fields: EditorField[]): EditorField[] =>
  fields.map((field) => ({
    ...field,
    i18n: true,
    ...(field.fields ? { fields: translatable(field.fields) } : {}),
    ...(field.field ? { field: { ...field.field, i18n: true } } : {}),
  }));

const dataFile = (name: string, file: string, schema: JsonSchema, images: ReadonlySet<string>, label = name): FileEntry => ({
  name,
  label,
  file: `${file}.yaml`,
  fields: editorFields(schema, images),
});

/** The Portuguese content's keys, which the English files are keyed by. */
export type TranslatedContent = Readonly<Record<string, unknown>>;

/** The English twin's schema of a collection: by id, the whole file again (an owner's section), or none. */
function twinSchema(collection: Collection, content: TranslatedContent): z.ZodType | null {
  const { translation, schema } = collection;
  if (translation === 'none') return null;
  if (translation === undefined) return schema(ANY_FILES);
  const keys = Object.keys(schema(ANY_FILES).shape);
  return translation(Object.fromEntries(keys.map((key) => [key, content[key]])));
}

/** The data files' entries, one per collection: Portuguese (with its English twin side by side when shaped alike), then English alone. */
function dataCollections(content: TranslatedContent | null, collections: readonly Collection[]) {
  const images = imagePaths((files: StaticFiles) =>
    z.object(Object.fromEntries(collections.map(({ file, schema }) => [file, schema(files)]))),
  );
  const imagesOf = (name: string) =>
    new Set([...images].filter((path) => path.startsWith(`${name}.`)).map((path) => path.slice(name.length + 1)));
  const pt: FileEntry[] = [];
  const en: FileEntry[] = [];
  for (const collection of collections) {
    const { file: name, label } = collection;
    const own = jsonSchemaOf(collection.schema(ANY_FILES));
    const translated = content ? twinSchema(collection, content) : null;
    const translation = translated
      ? jsonSchemaOf(translated instanceof z.ZodOptional ? (translated.unwrap() as z.ZodType) : translated)
      : null;
    if (translation && isDeepStrictEqual(shapeOf(own), shapeOf(translation))) {
      const entry = dataFile(name, `${CONTENT_FOLDER}/{{locale}}/${name}`, own, imagesOf(name), label[DEFAULT_LANGUAGE]);
      pt.push({ ...entry, i18n: true, fields: translatable(entry.fields) });
      continue;
    }
    const entry = dataFile(name, `${CONTENT_FOLDER}/${name}`, own, imagesOf(name), label[DEFAULT_LANGUAGE]);
    pt.push(entry);
    if (translation) {
      const english = dataFile(`${name}-en`, `${CONTENT_FOLDER}/${ENGLISH}/${name}`, translation, new Set(), `${entry.label} (inglês)`);
      en.push({ ...english, fields: namedAs(english.fields, entry.fields, content) });
    }
  }
  return [
    { name: 'data', label: 'Dados', ...(pt.some((entry) => entry.i18n) ? { i18n: true } : {}), files: pt },
    ...(en.length > 0 ? [{ name: 'data-en', label: 'Dados em inglês', files: en }] : []),
  ];
}

/** A kind of Markdown page: its folder, its front matter's fields and the body. */
function markdownCollection(name: string, label: string, folder: string, path: string, schema: z.ZodType) {
  return {
    name,
    label,
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
  const notes = markdownCollection('notes', 'Notas', CONTENT_FOLDER, 'notes/{{slug}}', schemas.note);
  return [
    markdownCollection('case-studies', 'Estudos de caso', CONTENT_FOLDER, 'projects/{{slug}}', schemas.caseStudy),
    ...(withEnglish
      ? [
          // The English case study has other keys (labels of the Portuguese links only): a collection of its own.
          markdownCollection(
            'case-studies-en',
            'Estudos de caso em inglês',
            `${CONTENT_FOLDER}/${ENGLISH}`,
            'projects/{{slug}}',
            schemas.caseStudyTranslation,
          ),
          { ...notes, i18n: true, fields: translatable(notes.fields) },
        ]
      : [notes]),
  ];
}

/**
 * The whole configuration. `content`: the Portuguese content's ids, which the English files are
 * keyed by; null for a site without an English edition. `collections`: the data files (tools/content/collections.ts).
 */
export function editorConfig(
  settings: EditorSettings,
  content: TranslatedContent | null,
  markdown: MarkdownSchemas,
  collections: readonly Collection[],
) {
  const withEnglish = content !== null;
  return {
    ...editorSite(settings),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
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
    collections: [...dataCollections(content, collections), ...markdownCollections(markdown, withEnglish)],
  };
}
