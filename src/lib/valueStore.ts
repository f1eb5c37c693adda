/**
 * A value React components read with useSyncExternalStore. Unlike a context value, a change
 * re-renders only the components that read it, and never reaches markup that still waits for
 * hydration (a context change there would make React drop that markup).
 */
// Functions, not methods: none uses `this`, so each may be passed on alone (useSyncExternalStore(store.subscribe, store.get)).
export interface ValueStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
