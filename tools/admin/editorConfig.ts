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
import { ANY_FILES, type StaticFiles } from '../../src/collections/fields';
import { contentSchema, translationSchema, type TranslatedContent } from '../../src/collections/index';
import { DEFAULT_LANGUAGE } from '../../src/lib/editions';
import { editorFields, jsonSchemaOf, type EditorField, type JsonSchema } from './fields';
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

export interface EditorSettings {
  /** `owner/name` of the site's repository on GitHub, and the branch the editor commits to. */
  repo: string;
  branch: string;
  /** The OAuth worker's address (CMS_AUTH_URL), when the owner signs in through one. */
  authUrl?: string;
  siteUrl: string;
}

interface FileEntry {
  name: string;
  label: string;
  file: string;
  i18n?: true;
  fields: EditorField[];
}

/** A JSON Schema without what only tells the two editions' checks apart (extra keys refused). */
const shapeOf = (schema: JsonSchema): unknown =>
  JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'additionalProperties' || key === '$schema' ? undefined : value)));

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

/** The data files' entries: Portuguese (with its English twin side by side when shaped alike), then English alone. */
function dataCollections(content: TranslatedContent | null) {
  const portuguese = contentSchema(ANY_FILES).shape;
  const english = content ? (translationSchema(content).shape as Record<string, z.ZodType>) : {};
  const images = imagePaths((files: StaticFiles) => contentSchema(files));
  const imagesOf = (name: string) =>
    new Set([...images].filter((path) => path.startsWith(`${name}.`)).map((path) => path.slice(name.length + 1)));
  const pt: FileEntry[] = [];
  const en: FileEntry[] = [];
  for (const [name, schema] of Object.entries(portuguese) as [string, z.ZodType][]) {
    const own = jsonSchemaOf(schema);
    const translated = english[name];
    const translation = translated
      ? jsonSchemaOf(translated instanceof z.ZodOptional ? (translated.unwrap() as z.ZodType) : translated)
      : null;
    if (translation && isDeepStrictEqual(shapeOf(own), shapeOf(translation))) {
      const entry = dataFile(name, `${CONTENT_FOLDER}/{{locale}}/${name}`, own, imagesOf(name));
      pt.push({ ...entry, i18n: true, fields: translatable(entry.fields) });
      continue;
    }
    pt.push(dataFile(name, `${CONTENT_FOLDER}/${name}`, own, imagesOf(name)));
    if (translation) en.push(dataFile(`${name}-en`, `${CONTENT_FOLDER}/${ENGLISH}/${name}`, translation, new Set(), `${name} (en)`));
  }
  return [
    { name: 'data', label: 'Dados', ...(pt.some((entry) => entry.i18n) ? { i18n: true } : {}), files: pt },
    ...(en.length > 0 ? [{ name: 'data-en', label: 'Data (English)', files: en }] : []),
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
    fields: [...editorFields(jsonSchemaOf(schema)), { name: 'body', label: 'body', widget: 'markdown' }],
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
            'Case studies (English)',
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
 * keyed by; null for a site without an English edition.
 */
export function editorConfig(settings: EditorSettings, content: TranslatedContent | null, markdown: MarkdownSchemas) {
  const withEnglish = content !== null;
  return {
    // With an OAuth worker, "Sign In with GitHub" goes through it; without, the editor asks for a token.
    backend: { name: 'github', repo: settings.repo, branch: settings.branch, ...(settings.authUrl && { base_url: settings.authUrl }) },
    site_url: settings.siteUrl,
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
    collections: [...dataCollections(content), ...markdownCollections(markdown, withEnglish)],
  };
}
