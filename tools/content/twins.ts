/**
 * The English twin of a data file: `en/projects.yaml` beside `projects.yaml`, the whole file again, as the
 * editor writes it side by side with the Portuguese. It must be there when the site has an English edition,
 * pass the collection's schema, and be a twin (./translatable.ts): its translatable texts written, every
 * other value a copy of the Portuguese file's, the same lists with the same ids in the same order.
 */
import { existsSync, readFileSync } from 'node:fs';
import { ptBR } from 'zod/locales';
import { ANY_FILES } from '../../src/collections/rules/fields';
import { displayPath } from '../projectPaths';
import type { Collection } from './collections';
import { readDataFile } from './dataFiles';
import { formatPath, showValue, toProblems, type Problem } from './problems';
import { twinDifferences, twinSchemaOf, type Difference } from './translatable';

type Key = PropertyKey;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const valueAt = (data: unknown, path: readonly Key[]): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) ? node[key as string] : undefined), data);

/** What an owner reads of a difference, `original` the Portuguese file as the owner opens it. */
export function differenceMessage(difference: Difference, original: string): string {
  switch (difference.kind) {
    case 'copied':
      return difference.expected === undefined
        ? `não se traduz e não está em ${original}: apague-o aqui (ou escreva-o lá)`
        : `não se traduz: é copiado de ${original}, onde é ${showValue(difference.expected)}: escreva aqui o mesmo valor (ou mude os dois)`;
    case 'ids':
      return `os ids devem ser os de ${original}, na mesma ordem: ${difference.expected.join(', ')}`;
    case 'length':
      return `a lista deve ter os itens de ${original}, na mesma ordem (${difference.expected})`;
    case 'missing':
      return 'falta a tradução';
    case 'extra':
      return `não está em ${original}: apague-o aqui (ou escreva-o lá)`;
  }
}

/** The value a difference's problem shows: the ids of a list, else the value at its path. */
export function differenceValue(difference: Difference, data: unknown): unknown {
  const value = valueAt(data, difference.path);
  return difference.kind === 'ids' && Array.isArray(value) ? value.map((item: unknown) => (isRecord(item) ? item.id : item)) : value;
}

/**
 * The English file before the twins (by the id of what it translates, `projects: { agenda-facil: { title } }`,
 * or only the texts): its schema line named src/content/schemas/en/, or a list of the Portuguese is a mapping.
 */
const isOldShape = (text: string, data: Record<string, unknown>, portuguese: Record<string, unknown> | undefined) =>
  /\$schema=\S*schemas\/en\//.test(text.split('\n', 1)[0]) ||
  Object.entries(data).some(([key, value]) => Array.isArray(portuguese?.[key]) && isRecord(value) && !Array.isArray(value));

/**
 * Every problem of the twin `twin` of `collection`, and its data when it has none. `portuguese`: the
 * Portuguese file's data, when it passed its schema (without it, only the twin's schema is checked).
 */
export function checkTwin(
  collection: Collection,
  twin: string,
  original: string,
  portuguese?: Record<string, unknown>,
): { problems: Problem[]; data?: Record<string, unknown> } {
  const file = displayPath(twin);
  if (!existsSync(twin)) return { problems: [{ file, path: '', message: `arquivo não encontrado: crie-o com a tradução de ${original}` }] };
  const { data, lineOf, problems } = readDataFile(twin);
  if (problems.length > 0) return { problems };
  if (isOldShape(readFileSync(twin, 'utf8'), data, portuguese)) {
    const message = `formato antigo: o arquivo em inglês agora é uma cópia inteira de ${original} (as mesmas listas, com os mesmos ids, na mesma ordem) com os textos em inglês; refaça-o assim (docs/content.md, "The English edition")`;
    return { problems: [{ file, line: 1, path: '', message }] };
  }
  const schema = collection.schema(ANY_FILES);
  const differences = portuguese ? twinDifferences(twinSchemaOf(schema), portuguese, data) : [];
  // A translation left out is said as such, not as the schema's missing value.
  const untranslated = new Set(differences.filter(({ kind }) => kind === 'missing').map(({ path }) => formatPath(path)));
  const result = schema.safeParse(data, { error: ptBR().localeError });
  const issues = (result.success ? [] : result.error.issues)
    .filter((issue) => !untranslated.has(formatPath(issue.path)))
    .map((issue) => ({ ...issue, path: ['twin', ...issue.path] }));
  const refused = new Set(issues.map((issue) => formatPath(issue.path.slice(1))));
  const found = [
    ...toProblems(
      issues,
      { twin: data },
      () => file,
      (_, path) => lineOf(path),
    ),
    ...differences
      .filter((difference) => !refused.has(formatPath(difference.path)))
      .map((difference) => ({
        file,
        line: lineOf(difference.path),
        path: formatPath(difference.path),
        message: differenceMessage(difference, original),
        value: differenceValue(difference, data),
      })),
  ];
  return found.length > 0 ? { problems: found } : { problems: [], data };
}
