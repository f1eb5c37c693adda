// What npm test asks of a data file of src/content/ besides the build's checks, in one place for the
// tests that hold a file to it (one written by hand, one saved by the editor at /admin/): its JSON
// Schema mapped in the editor settings the repository carries, a first line that names no other
// schema, and the formatter's verdict as `npm run format:check` gives it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator, type Schema } from 'jsonschema';
import * as prettier from 'prettier';
import { EDITOR_SETTINGS } from '../../tools/content/jsonSchemas';
import { ROOT } from '../../tools/projectPaths';
import { schemaLine } from '../../tools/resumeImport/writeData';

const CONTENT = '/src/content/';
const SCHEMAS = './src/content/schemas/';

/** Each mapped data file's JSON Schema, both as paths in their folders: `en/texts.yaml` -> `en/texts.json`. */
export function mappedSchemas(): Map<string, string> {
  const settings = JSON.parse(readFileSync(EDITOR_SETTINGS, 'utf8')) as { 'yaml.schemas': Record<string, string[]> };
  const mapped = new Map<string, string>();
  for (const [schema, files] of Object.entries(settings['yaml.schemas']))
    for (const file of files)
      if (file.startsWith(CONTENT) && schema.startsWith(SCHEMAS)) mapped.set(file.slice(CONTENT.length), schema.slice(SCHEMAS.length));
  return mapped;
}

/** The line that maps a data file, for a message that says what to add. */
export const mappingLine = (path: string, schema: string) => `"${SCHEMAS}${schema}": ["${CONTENT}${path}"]`;

/**
 * What is wrong with a data file's first line: nothing when it names no schema (the editor drops the
 * line on save; the mapping stands for it), else it must name the file's own, from where the file is.
 */
export function schemaLineProblem(dir: string, path: string, text: string): string | null {
  const first = `${text.split('\n')[0]}\n`;
  if (!first.startsWith('# yaml-language-server:') || first === schemaLine(dir, path)) return null;
  return `${join(dir, path)}: its first line should be ${schemaLine(dir, path).trim()}, or nothing`;
}

/** What a JSON Schema the build writes (`texts.json`, from `jsonSchemaFiles()`) finds wrong in a data file's data. */
export function jsonSchemaErrors(schemas: ReadonlyMap<string, string>, schema: string, data: unknown): string[] {
  const text = schemas.get(schema);
  if (text === undefined) throw new Error(`no JSON Schema ${schema}`);
  return new Validator().validate(data, JSON.parse(text) as Schema).errors.map(String);
}

/** Whether `prettier --check .` at the repository's root (`npm run format:check`) leaves this path out. */
export async function formatIgnores(path: string): Promise<boolean> {
  const ignorePath = [join(ROOT, '.gitignore'), join(ROOT, '.prettierignore')];
  return (await prettier.getFileInfo(join(ROOT, path), { ignorePath })).ignored;
}

/** Whether `npm run format:check` passes `text` at this path of the repository. */
export async function formatAccepts(path: string, text: string): Promise<boolean> {
  if (await formatIgnores(path)) return true;
  const file = join(ROOT, path);
  return prettier.check(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}
