/**
 * The JSON Schemas an editor checks the data files with, as it types: the repository's VS Code settings
 * map each data file to its own (`.vscode/settings.json`, `yaml.schemas`, which an /admin/ save keeps),
 * and a data file may name it on its first line too (`# yaml-language-server: $schema=schemas/owner.json`).
 * Both written from the collections' zod schemas (src/collections/, an owner's own among them) by `npm run
 * build`, so they never say something the build does not. Only the structure carries over: a rule zod
 * checks in code (an image that exists, the values the English twin copies from the Portuguese file, a date)
 * stays the build's, and a path to a picture is a plain string. Draft-07, the newest draft the YAML
 * language server (VS Code's YAML extension) fully supports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { ANY_FILES } from '../../src/collections/rules/fields';
import { BuildError } from '../errors';
import { ROOT } from '../projectPaths';
import { loadCollections, SITE_CONTENT_DIR, type Collection } from './collections';
import { TRANSLATION_LANGUAGE } from './translation';

export const SCHEMAS_DIR = join(SITE_CONTENT_DIR, 'schemas');
/** VS Code's settings of the repository, where `yaml.schemas` maps each data file to its JSON Schema. */
export const EDITOR_SETTINGS = join(ROOT, '.vscode', 'settings.json');
const MAPPED_CONTENT = '/src/content/';
const MAPPED_SCHEMAS = './src/content/schemas/';

/** What a JSON Schema says of itself: the declaration it was written from. */
const generatedFrom = (collection: string) =>
  `Written by \`npm run build\` from src/collections/${collection}.ts: change the schema there, not this file.`;

/** Whether `path` (`talks.json`, `en/owner.json`) is a schema the build wrote for its collection (never a file of the owner's). */
function writtenByBuild(dir: string, path: string): boolean {
  try {
    const { $comment } = JSON.parse(readFileSync(join(dir, path), 'utf8')) as { $comment?: unknown };
    return $comment === generatedFrom(basename(path, '.json'));
  } catch {
    return false;
  }
}

/** A data file of `collection` as the owner writes it: the schema of its input, before zod's defaults and transforms. */
function jsonSchema(schema: z.ZodType, collection: string): string {
  const GENERATED = generatedFrom(collection);
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-7' });
  return JSON.stringify({ $schema, $comment: GENERATED, ...rest }, null, 2);
}

/**
 * JSON as the repository's Prettier settings format it. Loaded when called, not with the module: a build
 * of another content folder writes no schema and loads no Prettier. A copy of the project without the
 * settings (a test's) formats with Prettier's defaults rather than fail.
 */
async function jsonFormatter(): Promise<(text: string) => Promise<string>> {
  const prettier = await import('prettier');
  const config = join(ROOT, '.prettierrc.json');
  const options = existsSync(config) ? await prettier.resolveConfig(config, { config }) : null;
  return (text) => prettier.format(text, { ...options, parser: 'json' });
}

/**
 * Each JSON Schema's text, formatted as the repository's Prettier settings want it, by its path under
 * SCHEMAS_DIR: one per collection (an owner's too), which its English twin names too (`../schemas/owner.json`).
 */
export async function jsonSchemaFiles(collections?: readonly Collection[]): Promise<Map<string, string>> {
  const declared = collections ?? (await loadCollections());
  const format = await jsonFormatter();
  const files = declared.map(({ file, schema }) => [`${file}.json`, jsonSchema(schema(ANY_FILES), file)] as const);
  return new Map(await Promise.all(files.map(async ([path, text]) => [path, await format(text)] as const)));
}

/**
 * `yaml.schemas` of the collections: each JSON Schema, by its path from the repository's root, and the
 * data files it checks (`/src/content/owner.yaml`), its English twin among them (`/src/content/en/owner.yaml`).
 */
export function schemaMapping(collections: readonly Collection[]): Record<string, string[]> {
  const english = (file: string) => `${MAPPED_CONTENT}${TRANSLATION_LANGUAGE}/${file}.yaml`;
  return Object.fromEntries(
    collections.map(({ file, translation }) => [
      `${MAPPED_SCHEMAS}${file}.json`,
      [`${MAPPED_CONTENT}${file}.yaml`, ...(translation === 'none' ? [] : [english(file)])],
    ]),
  );
}

/**
 * The settings file's text with the collections' mapping: its other settings, and the entries of
 * `yaml.schemas` that map no schema of src/content/schemas/, kept as they are.
 */
export async function editorSettingsText(current: string | null, collections: readonly Collection[]): Promise<string> {
  let settings: Record<string, unknown> = {};
  try {
    if (current !== null) settings = JSON.parse(current) as Record<string, unknown>;
  } catch (error) {
    throw new BuildError(
      `.vscode/settings.json: ${(error as Error).message}: the build writes its yaml.schemas, and reads the file as JSON (no comments)`,
    );
  }
  const others = Object.entries((settings['yaml.schemas'] ?? {}) as Record<string, unknown>).filter(
    ([schema]) => !schema.startsWith(MAPPED_SCHEMAS),
  );
  const text = JSON.stringify({ ...settings, 'yaml.schemas': { ...schemaMapping(collections), ...Object.fromEntries(others) } });
  return (await jsonFormatter())(text);
}

/** The paths under `dir` of the JSON Schemas there, in en/ too. */
const presentSchemas = (dir: string) =>
  ['', `${TRANSLATION_LANGUAGE}/`].flatMap((folder) =>
    existsSync(join(dir, folder))
      ? readdirSync(join(dir, folder))
          .filter((path) => path.endsWith('.json'))
          .map((path) => `${folder}${path}`)
      : [],
  );

/**
 * Rewrites the JSON Schemas that differ from the collections' when the build reads src/content/ itself:
 * a content folder elsewhere (`--content=DIR`) names the repository's schemas and gets no files written.
 * The schema of a collection no longer declared goes (only one the build wrote, never a file of the
 * owner's). The mapping in `settingsFile` (the repository's for its own schemas folder) follows. The
 * paths written or removed, under `schemasDir`, and the settings file's path when it changed.
 */
export async function writeJsonSchemas(
  contentDir: string,
  schemasDir = SCHEMAS_DIR,
  collections?: readonly Collection[],
  settingsFile: string | null = schemasDir === SCHEMAS_DIR ? EDITOR_SETTINGS : null,
): Promise<string[]> {
  if (resolve(contentDir) !== SITE_CONTENT_DIR) return [];
  const changed: string[] = [];
  const declared = collections ?? (await loadCollections());
  const files = await jsonSchemaFiles(declared);
  for (const [path, text] of files) {
    const file = join(schemasDir, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    changed.push(path);
  }
  for (const path of presentSchemas(schemasDir).filter((each) => !files.has(each) && writtenByBuild(schemasDir, each))) {
    await rm(join(schemasDir, path));
    changed.push(path);
  }
  if (settingsFile !== null) {
    const current = existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8') : null;
    const text = await editorSettingsText(current, declared);
    if (text !== current) {
      await mkdir(dirname(settingsFile), { recursive: true });
      await writeFile(settingsFile, text);
      changed.push(settingsFile);
    }
  }
  return changed;
}
