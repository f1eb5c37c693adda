/**
 * The English twin of a collection whose twin is the whole file in English (a section an owner added,
 * docs/content.md "Add a section"): `en/talks.yaml` beside `talks.yaml`. It must be there when the site
 * has an English edition, pass the collection's schema, and list the same items: in each list whose items
 * have an `id`, the same ids in the same order.
 */
import { existsSync } from 'node:fs';
import { ptBR } from 'zod/locales';
import { ANY_FILES } from '../../src/collections/rules/fields';
import { displayPath } from '../projectPaths';
import type { Collection } from './collections';
import { dataFileOf } from './contentModule';
import { readDataFile } from './dataFiles';
import { formatPath, toProblems, type Problem } from './problems';

type Key = PropertyKey;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The id of each item, when every item of the list has one. */
const idsOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) && typeof item.id === 'string')
    ? value.map((item) => (item as { id: string }).id)
    : null;

/** The ids the twin has at `path`: what the problem shows it holds. */
function twinIdsAt(data: unknown, path: readonly Key[]): unknown {
  const value = path.reduce<unknown>((node, key) => (isRecord(node) ? node[key as string] : undefined), data);
  return Array.isArray(value) ? value.map((item: unknown) => (isRecord(item) ? item.id : item)) : value;
}

/** The paths of the lists of `original` whose ids `twin` does not repeat in order, with the ids they should have. */
function differentIds(original: unknown, twin: unknown, path: Key[] = []): { path: Key[]; ids: string[] }[] {
  const ids = idsOf(original);
  if (ids) {
    const twinIds = Array.isArray(twin) ? twin.map((item) => (isRecord(item) ? item.id : undefined)) : [];
    if (ids.length !== twinIds.length || ids.some((id, index) => twinIds[index] !== id)) return [{ path, ids }];
  }
  if (Array.isArray(original))
    return original.flatMap((item, index) => differentIds(item, Array.isArray(twin) ? twin[index] : undefined, [...path, index]));
  if (isRecord(original))
    return Object.entries(original).flatMap(([key, value]) => differentIds(value, isRecord(twin) ? twin[key] : undefined, [...path, key]));
  return [];
}

/** Every problem of the twin `twin` of `collection`, whose Portuguese file is in `contentDir`. */
export function twinProblems(collection: Collection, twin: string, contentDir: string): Problem[] {
  const original = dataFileOf(contentDir, collection)!;
  const file = displayPath(twin);
  if (!existsSync(twin)) return [{ file, path: '', message: `arquivo não encontrado: crie-o com a tradução de ${displayPath(original)}` }];
  const { data, lineOf, problems } = readDataFile(twin);
  if (problems.length > 0) return problems;
  const result = collection.schema(ANY_FILES).safeParse(data, { error: ptBR().localeError });
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ ...issue, path: ['twin', ...issue.path] }));
  return [
    ...toProblems(
      issues,
      { twin: data },
      () => file,
      (_, path) => lineOf(path),
    ),
    ...differentIds(readDataFile(original).data, data).map(({ path, ids }) => ({
      file,
      line: lineOf(path),
      path: formatPath(path),
      message: `os ids devem ser os de ${displayPath(original)}, na mesma ordem: ${ids.join(', ')}`,
      value: twinIdsAt(data, path),
    })),
  ];
}
