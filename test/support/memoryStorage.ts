import type { SafeStorage } from '../../src/lib/storage';

/** A SafeStorage kept in memory, its entries open to the test: what the browser would hold, without one. */
export function memoryStorage(entries: Record<string, string> = {}): SafeStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(entries));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => Boolean(values.set(key, value)),
    remove: (key) => void values.delete(key),
  };
}
