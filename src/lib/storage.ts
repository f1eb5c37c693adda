/**
 * Web Storage that never throws: private modes, disabled storage and full quotas make the
 * browser's own methods (and even the `localStorage` getter) throw, and none of that may break the page.
 */
export interface SafeStorage {
  get: (key: string) => string | null;
  /** Returns false when the value could not be stored. */
  set: (key: string, value: string) => boolean;
  remove: (key: string) => void;
}

function open(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function safe(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  return {
    get(key) {
      try {
        return open(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const storage = open(kind);
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        open(kind)?.removeItem(key);
      } catch {
        // Nothing to clean up in a storage we cannot reach.
      }
    },
  };
}

export const localStore = /* @__PURE__ */ safe('localStorage');
export const sessionStore = /* @__PURE__ */ safe('sessionStorage');
