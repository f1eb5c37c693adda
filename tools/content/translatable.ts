/**
 * What the English twin of a data file or a case study's front matter translates: the fields whose schema
 * says `translatable` (`.meta({ translatable: true })`, src/collections/), each taken whole (a text, a list
 * of paragraphs). Every other value is the Portuguese file's, copied: the same ids, links, pictures,
 * categories and numbers, the same lists in the same order. Read on the schema's JSON Schema, as the
 * editor's configuration reads it (tools/admin/fields.ts): one walk for the check, the edition and the editor.
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { formatPeriod, parsePeriod } from '../../src/lib/period';
import type { Language } from '../../src/lib/editions';

/** The part of a JSON Schema the walk reads (zod's, with the keys of src/collections/rules/fields.ts). */
export interface TwinSchema {
  type?: string;
  properties?: Record<string, TwinSchema>;
  items?: TwinSchema;
  translatable?: boolean;
  period?: boolean;
}

type Key = string | number;

export const twinSchemaOf = (schema: z.ZodType): TwinSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TwinSchema;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a field holds something translatable (an object or a list whose items have a translatable field). */
export function hasTranslatable(schema: TwinSchema): boolean {
  if (schema.translatable) return true;
  if (schema.items) return hasTranslatable(schema.items);
  return Object.values(schema.properties ?? {}).some(hasTranslatable);
}

/**
 * The English edition of `portuguese`: the translatable values of `english`, every other value the
 * Portuguese one; with `language`, a period written in it (the data files', not a case study's facts).
 */
export function mergeTwin(schema: TwinSchema, portuguese: unknown, english: unknown, language?: Language): unknown {
  if (schema.translatable) return english ?? portuguese;
  if (language && schema.period && typeof portuguese === 'string') {
    const period = parsePeriod(portuguese);
    return period ? formatPeriod(period, language) : portuguese;
  }
  if (schema.items && Array.isArray(portuguese))
    return portuguese.map((item, index) => mergeTwin(schema.items!, item, Array.isArray(english) ? english[index] : undefined, language));
  if (schema.properties && isRecord(portuguese))
    return Object.fromEntries(
      Object.entries(portuguese).map(([key, value]) => [
        key,
        schema.properties![key] ? mergeTwin(schema.properties![key], value, isRecord(english) ? english[key] : undefined, language) : value,
      ]),
    );
  return portuguese;
}

export type Difference =
  /** A copied value that is not the Portuguese one (`expected`; undefined: the Portuguese has none). */
  | { kind: 'copied'; path: Key[]; expected: unknown }
  /** A list of items with ids whose ids are not the Portuguese list's, in order. */
  | { kind: 'ids'; path: Key[]; expected: string[] }
  /** A list of another length. */
  | { kind: 'length'; path: Key[]; expected: number }
  /** A translatable value the Portuguese has and the twin lacks, or the twin has and the Portuguese lacks. */
  | { kind: 'missing' | 'extra'; path: Key[] };

const idsOf = (list: unknown[]): string[] | null =>
  list.length > 0 && list.every((item) => isRecord(item) && typeof item.id === 'string')
    ? list.map((item) => (item as { id: string }).id)
    : null;

/** Every way `english` is not a twin of `portuguese` (as `schema` says which values it translates). */
export function twinDifferences(schema: TwinSchema, portuguese: unknown, english: unknown, path: Key[] = []): Difference[] {
  if (schema.translatable) {
    if (portuguese !== undefined && english === undefined) return [{ kind: 'missing', path }];
    if (portuguese === undefined && english !== undefined) return [{ kind: 'extra', path }];
    return [];
  }
  if (schema.items && Array.isArray(portuguese) && Array.isArray(english) && hasTranslatable(schema.items)) {
    const ids = idsOf(portuguese);
    if (
      ids &&
      !isDeepStrictEqual(
        ids,
        english.map((item) => (isRecord(item) ? item.id : undefined)),
      )
    )
      return [{ kind: 'ids', path, expected: ids }];
    if (portuguese.length !== english.length) return [{ kind: 'length', path, expected: portuguese.length }];
    return portuguese.flatMap((item, index) => twinDifferences(schema.items!, item, english[index], [...path, index]));
  }
  if (schema.properties && isRecord(portuguese) && isRecord(english) && hasTranslatable(schema))
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      twinDifferences(property, portuguese[key], english[key], [...path, key]),
    );
  return sameCopy(portuguese, english) ? [] : [{ kind: 'copied', path, expected: portuguese }];
}

/** An empty value and none are the same copy: the editor leaves an empty one out of the twin (a picture). */
const sameCopy = (portuguese: unknown, english: unknown) =>
  isDeepStrictEqual(portuguese, english) || [portuguese, english].every((value) => value === undefined || value === '');
