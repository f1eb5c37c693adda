/**
 * The modules an owner adds to the content (a section's data, docs/content.md's "Add a section") are
 * checked as the others are, with a schema the owner writes beside each: `talks.ts` by `talks.schema.ts`,
 * whose zod schemas check the module's exports of the same names. Found in the folder, never listed
 * here: the build's code does not change when a section is added.
 */
import type * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { ptBR } from 'zod/locales';
import { displayPath, ROOT } from '../projectPaths';
import { toProblems, type Problem } from './problems';
import { CONTENT_MODULES } from './schema';

const SCHEMA_SUFFIX = '.schema.ts';
/** Files of a content folder that hold no content: the types the modules are written against. */
const NOT_CONTENT = ['types.ts'];

// A schema imports the site's fields as src/content/ reaches them (`../../tools/content/fields`): the same
// file wherever the folder is copied (the résumé import checks a copy in the system's temporary folder).
const FIELDS = join(ROOT, 'tools', 'content', 'fields.ts');
const fieldsFromAnywhere: esbuild.Plugin = {
  name: 'content-fields',
  setup(build) {
    build.onResolve({ filter: /(^|\/)tools\/content\/fields(\.ts)?$/ }, () => ({ path: FIELDS }));
  },
};

/** A module the site's own schema checks (schema.ts): not one an owner adds. */
const checkedBySite = (name: string) => (CONTENT_MODULES as readonly string[]).includes(name);

const isSchema = (value: unknown): value is z.ZodType => typeof (value as z.ZodType | undefined)?.safeParse === 'function';

/** The names of the modules `dir` adds to the site's (`talks` for talks.ts), and of its schemas. */
function addedNames(dir: string): { modules: string[]; schemas: string[] } {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !NOT_CONTENT.includes(entry.name))
    .map((entry) => entry.name);
  const schemas = files.filter((file) => file.endsWith(SCHEMA_SUFFIX)).map((file) => file.slice(0, -SCHEMA_SUFFIX.length));
  const modules = files
    .filter((file) => !file.endsWith(SCHEMA_SUFFIX))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => !checkedBySite(name));
  return { modules, schemas };
}

/**
 * Every problem of the added modules of the content folder `dir`: a module without its schema, a value
 * its schema refuses, an export the schema does not check, a schema without its module. `importModules`
 * reads files afresh (source.ts).
 */
export async function addedModuleProblems(
  dir: string,
  importModules: (files: Record<string, string>, plugins: esbuild.Plugin[]) => Promise<Record<string, unknown>>,
): Promise<Problem[]> {
  const { modules, schemas } = addedNames(dir);
  const problems: Problem[] = modules
    .filter((name) => !schemas.includes(name))
    .map((name) => ({
      file: displayPath(join(dir, `${name}.ts`)),
      path: '',
      message: `não verificado: escreva ao lado ${name}${SCHEMA_SUFFIX}, o que o build confere nele (docs/content.md, "Add a section")`,
    }));
  for (const name of schemas.sort()) {
    const file = join(dir, `${name}.ts`);
    const schemaFile = join(dir, `${name}${SCHEMA_SUFFIX}`);
    if (checkedBySite(name)) {
      problems.push({ file: displayPath(schemaFile), path: '', message: `${name}.ts já é verificado pelo site: apague este arquivo` });
      continue;
    }
    if (!existsSync(file)) {
      problems.push({ file: displayPath(schemaFile), path: '', message: `falta o módulo ${name}.ts ao lado deste esquema` });
      continue;
    }
    const imported = await importModules({ content: file, schema: schemaFile }, [fieldsFromAnywhere]);
    const [content, schema] = [imported.content, imported.schema] as Record<string, unknown>[];
    const issues = Object.entries(content).flatMap(([exported, value]): z.core.$ZodIssue[] => {
      const check = schema[exported];
      if (!isSchema(check))
        return [{ code: 'custom', path: [name, exported], message: `não verificado: ${basename(schemaFile)} não exporta ${exported}` }];
      const result = check.safeParse(value, { error: ptBR().localeError });
      return result.success ? [] : result.error.issues.map((issue) => ({ ...issue, path: [name, exported, ...issue.path] }));
    });
    problems.push(...toProblems(issues, { [name]: content }, () => displayPath(file)));
  }
  return problems;
}
