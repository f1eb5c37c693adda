// What the English edition's data files (src/content/en/) are made of: only texts, by the id of what
// they translate; ids, addresses, numbers, dates, images, tags and categories are the Portuguese content's.
import { z } from 'zod';

const MISSING = 'falta a tradução';

/** The Portuguese data file a translation follows, as the owner opens it. */
export const original = (name: string) => `src/content/${name}.yaml`;
export const notTranslated = (name: string) => `não se traduz: escreva só em ${original(name)}`;

/** An object with exactly these keys: each missing key and each extra key is a problem of its own. */
export function exactly<Shape extends Record<string, z.ZodType>>(shape: Shape, extra: string, missing = MISSING) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.input === undefined) return missing;
      if (issue.code === 'unrecognized_keys') return `${extra}: ${(issue as { keys: string[] }).keys.join(', ')}`;
      return undefined;
    },
  });
}

export const text = z
  .string({ error: (issue) => (issue.input === undefined ? MISSING : 'deve ser um texto entre aspas') })
  .trim()
  .min(1, 'não pode ficar vazio');

export const paragraphs = z
  .array(text, { error: (issue) => (issue.input === undefined ? MISSING : 'deve ser uma lista de textos') })
  .min(1, 'escreva pelo menos um parágrafo');

/** A list that translates another one entry by entry: as long as `entries` when they are known. */
export function sameLength<T extends z.ZodType>(name: string, entries: readonly unknown[] | undefined, item: T) {
  const list = z.array(item, { error: (issue) => (issue.input === undefined ? MISSING : 'deve ser uma lista') });
  return entries ? list.length(entries.length, `traduza as ${entries.length} entradas, na ordem de ${original(name)}`) : list;
}

/**
 * Entries by the id of what they translate: exactly the ids of the Portuguese file when they are known,
 * any id (the JSON Schema, written before any content) when not.
 */
export function byId<T extends z.ZodType>(name: string, ids: readonly string[] | undefined, item: T) {
  if (!ids) return z.record(z.string(), item);
  return exactly(Object.fromEntries(ids.map((id) => [id, item])) as Record<string, T>, `id que não existe em ${original(name)}`);
}

/** A translation's data file: its keys are those of the Portuguese file it translates. */
export const translationFile = <Shape extends Record<string, z.ZodType>>(name: string, shape: Shape) =>
  exactly(shape, 'chave desconhecida', `arquivo não encontrado: crie-o com a tradução de ${original(name)}`);
