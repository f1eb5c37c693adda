/**
 * A module fetched with import() the first time it is asked for, whose progress can be read at once:
 * its promise carries the fields React's `use()` reads (`status`, `value`, `reason`), set as it settles,
 * so a component rendered after the load, or during the build's prerendering, never suspends for it.
 * A failed load stays failed for the page's life: a component asking again gets the same answer at
 * once, instead of fetching again on every render while the connection is down.
 */

export type TrackedPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

export interface ModuleLoad<T> {
  /** Starts the load if it has not started, and returns its promise. */
  start(): TrackedPromise<T>;
  /** Whether the module is in. */
  readonly loaded: boolean;
  /** Whether the load has ended, the module in or not. */
  readonly settled: boolean;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever any module load settles; returns a function that stops it. */
export function subscribeToModuleLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function moduleLoad<T>(importer: () => Promise<T>): ModuleLoad<T> {
  let current: TrackedPromise<T> | undefined;
  const settled = () => listeners.forEach((listener) => listener());
  return {
    start() {
      if (current) return current;
      const promise = Object.assign(importer(), { status: 'pending' as const }) as TrackedPromise<T>;
      const fields = promise as { status: string; value?: T; reason?: unknown };
      current = promise;
      promise.then(
        (value) => {
          fields.status = 'fulfilled';
          fields.value = value;
          settled();
        },
        (reason: unknown) => {
          fields.status = 'rejected';
          fields.reason = reason;
          settled();
        },
      );
      return promise;
    },
    get loaded() {
      return current?.status === 'fulfilled';
    },
    get settled() {
      return current !== undefined && current.status !== 'pending';
    },
  };
}
