/**
 * The data files an owner adds to the content (a section's data, docs/content.md's "Add a section") are
 * checked as the site's are, each by the schema its section's component exports (sectionSchemas.ts):
 * `talks.yaml` by `talksSchema`, and its English twin `en/talks.yaml` by the same. Found in the folder,
 * never listed here: the build's code does not change when a section is added.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { ptBR } from 'zod/locales';
import { displayPath } from '../projectPaths';
import { DATA_EXTENSION, readDataFile } from './dataFiles';
import { toProblems, type Problem } from './problems';
import { sectionSchemas, type SectionSchema } from './sectionSchemas';
import { dataFile, isCollection } from './source';
import { translationDir } from './translation';

const dataNames = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(DATA_EXTENSION))
        .map((entry) => entry.name.slice(0, -DATA_EXTENSION.length))
    : [];

/**
 * The data files the content folder `dir` adds to the site's, by name (`talks` for talks.yaml): its own
 * only, as a section's data is read from the folder being built (source.ts); a section whose data file
 * it lacks is not shown, and has nothing to check.
 */
export const addedNames = (dir: string) =>
  dataNames(dir)
    .filter((name) => !isCollection(name))
    .sort();

/**
 * The file each added data file of the English edition is read from: its twin in en/, or the Portuguese
 * file when it has none.
 */
export const englishAddedFiles = (dir: string): Record<string, string> =>
  Object.fromEntries(
    addedNames(dir).map((name) => {
      const english = join(translationDir(dir), `${name}${DATA_EXTENSION}`);
      return [name, existsSync(english) ? english : dataFile(dir, name)!];
    }),
  );

/** The problems of one data file against its schema, each with its line: a key the schema does not name is one. */
function fileProblems(file: string, name: string, { exported, schema }: SectionSchema): Problem[] {
  const { data, lineOf, problems } = readDataFile(file);
  if (problems.length > 0) return problems;
  const checked = schema();
  const shape = (checked as { shape?: Record<string, unknown> }).shape;
  const unchecked = Object.keys(data).filter((key) => shape && !Object.hasOwn(shape, key));
  const result = checked.safeParse(data, { error: ptBR().localeError });
  const issues: z.core.$ZodIssue[] = [
    ...unchecked.map((key): z.core.$ZodIssue => ({
      code: 'custom',
      path: [key],
      message: `não verificado: ${exported} não confere esta chave`,
      input: undefined,
    })),
    ...(result.success ? [] : result.error.issues),
  ];
  const named = issues.map((issue) => ({ ...issue, path: [name, ...issue.path] }));
  return toProblems(
    named,
    { [name]: data },
    () => displayPath(file),
    (_, path) => lineOf(path),
  );
}

/**
 * Every problem of the added data files of the content folder `dir` (in both editions): a file no
 * section's schema checks, a value its schema refuses, a schema for a file the site checks already.
 */
export async function addedModuleProblems(dir: string, registry?: string): Promise<Problem[]> {
  const names = addedNames(dir);
  const schemas = names.length > 0 ? await sectionSchemas(dir, registry) : new Map<string, SectionSchema>();
  const problems: Problem[] = [];
  for (const [name, { file, exported }] of schemas) {
    if (isCollection(name))
      problems.push({
        file: displayPath(file),
        path: exported,
        message: `${name}${DATA_EXTENSION} já é verificado pelo site (src/collections/): renomeie ou apague este esquema`,
      });
  }
  for (const name of names) {
    const file = dataFile(dir, name)!;
    const schema = schemas.get(name);
    const unread = readDataFile(file).problems;
    if (unread.length > 0) problems.push(...unread);
    else if (!schema) {
      problems.push({
        file: displayPath(file),
        path: '',
        message: `não verificado: nenhuma seção de src/pages/sectionRegistry.ts exporta ${name}Schema, o que o build confere neste arquivo (docs/content.md, "Add a section")`,
      });
    } else problems.push(...fileProblems(file, name, schema));
    if (!schema) continue;
    const english = join(translationDir(dir), `${name}${DATA_EXTENSION}`);
    if (existsSync(english)) problems.push(...fileProblems(english, name, schema));
  }
  return problems;
}
