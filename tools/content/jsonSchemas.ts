/**
 * The JSON Schemas an editor checks the data files with, as it types: each data file names its own on its
 * first line (`# yaml-language-server: $schema=schemas/owner.json`; `../schemas/en/owner.json` in en/).
 * Written from the collections' zod schemas (src/collections/), and those of the sections an owner added,
 * by `npm run build`, so they never say something the build does not. Only the structure carries over: a
 * rule zod checks in code (an image that exists, ids the English edition shares with the Portuguese one, a
 * date) stays the build's, and a path to a picture is a plain string. Draft-07, the newest draft the YAML language server (VS Code's YAML
 * extension) fully supports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { ANY_FILES } from '../../src/collections/fields';
import { CONTENT_MODULES, contentSchema, TRANSLATED_MODULES, translationSchema } from '../../src/collections/index';
import { ROOT } from '../projectPaths';
import { SECTION_REGISTRY, sectionSchemas } from './sectionSchemas';
import { SITE_CONTENT_DIR } from './source';
import { TRANSLATION_LANGUAGE } from './translation';

export const SCHEMAS_DIR = join(SITE_CONTENT_DIR, 'schemas');

const COLLECTIONS = 'src/collections/';
const generatedFrom = (source: string) => `Written by \`npm run build\` from ${source}: change the schema there, not this file.`;

/** Whether a file under the schemas' folder is one written for a section an owner added: its comment names the component. */
function writtenForSection(file: string): boolean {
  let comment: unknown;
  try {
    comment = (JSON.parse(readFileSync(file, 'utf8')) as { $comment?: unknown }).$comment;
  } catch {
    return false;
  }
  const [before, after] = generatedFrom('\0').split('\0');
  return typeof comment === 'string' && comment.startsWith(before) && comment.endsWith(after) && comment !== generatedFrom(COLLECTIONS);
}

/** A data file as the owner writes it: the schema of its input, before zod's defaults and transforms; `source` says where it is written. */
function jsonSchema(schema: z.ZodType, source = COLLECTIONS): string {
  const GENERATED = generatedFrom(source);
  // The translation's skills file may be missing, but, when there is one, it is all there.
  const file = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const { $schema, ...rest } = z.toJSONSchema(file, { io: 'input', target: 'draft-7' });
  return JSON.stringify({ $schema, $comment: GENERATED, ...rest }, null, 2);
}

/**
 * Each JSON Schema's text, formatted as the repository's Prettier settings want it, by its path under
 * SCHEMAS_DIR: one per data file of the site, and one per section an owner added (`talks.json` from the
 * `talksSchema` of its component, found through `registry`: sectionSchemas.ts), which its data file and
 * the English twin both name.
 */
export async function jsonSchemaFiles(registry = SECTION_REGISTRY): Promise<Map<string, string>> {
  const content = contentSchema(ANY_FILES).shape;
  const translation = translationSchema().shape;
  // Loaded here, not with the module: a build of another content folder writes no schema and loads no Prettier.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(join(SCHEMAS_DIR, 'owner.json'), { config: join(ROOT, '.prettierrc.json') });
  const format = (text: string) => prettier.format(text, { ...options, parser: 'json' });
  const files = [
    ...CONTENT_MODULES.map((name) => [`${name}.json`, jsonSchema(content[name])] as const),
    ...TRANSLATED_MODULES.map((name) => [`${TRANSLATION_LANGUAGE}/${name}.json`, jsonSchema(translation[name])] as const),
    ...[...(await sectionSchemas(SITE_CONTENT_DIR, registry))].map(
      ([name, { file, schema }]) => [`${name}.json`, jsonSchema(schema(), relative(ROOT, file))] as const,
    ),
  ];
  return new Map(await Promise.all(files.map(async ([path, text]) => [path, await format(text)] as const)));
}

/**
 * Rewrites the JSON Schemas that differ from the collections' when the build reads src/content/ itself:
 * a content folder elsewhere (`--content=DIR`) names the repository's schemas and gets no files written.
 * The schema of a section no longer in the registry goes (only one written for a section, never a file
 * of the owner's). The paths written or removed, under `schemasDir`.
 */
export async function writeJsonSchemas(contentDir: string, schemasDir = SCHEMAS_DIR, registry = SECTION_REGISTRY): Promise<string[]> {
  if (resolve(contentDir) !== SITE_CONTENT_DIR) return [];
  const written: string[] = [];
  const files = await jsonSchemaFiles(registry);
  for (const [path, text] of files) {
    const file = join(schemasDir, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    written.push(path);
  }
  // A section's schema is `<name>.json`, beside the collections'.
  const present = existsSync(schemasDir) ? readdirSync(schemasDir).filter((path) => path.endsWith('.json')) : [];
  for (const path of present.filter((each) => !files.has(each) && writtenForSection(join(schemasDir, each)))) {
    await rm(join(schemasDir, path));
    written.push(path);
  }
  return written;
}
