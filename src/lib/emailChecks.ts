// The e-mail client's checks before a request, as the provider's SDK makes them (src/lib/email.ts):
// a headless browser, the block list, the rate limit and where it keeps its times. Part of the client's
// own file when bundled: only email.ts imports this.
/* eslint-disable @typescript-eslint/only-throw-error -- the SDK rejects with its string messages, not Errors; callers compare them */
import type { BlockList, LimitRate, StorageProvider } from './emailOptions';

export const localStorageProvider: StorageProvider = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // No storage: every send is allowed.
    }
  },
};

export function isHeadless(): boolean {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return !nav || Boolean(nav.webdriver) || !nav.languages || nav.languages.length === 0;
}

// Like the SDK, the block list and rate limit are checked only when switched on.
export function isBlocked({ list, watchVariable }: BlockList, readValue: (name: string) => unknown): boolean {
  if (!list?.length || !watchVariable) return false;
  if (!Array.isArray(list)) throw 'The BlockList list has to be an array';
  if (typeof watchVariable !== 'string') throw 'The BlockList watchVariable has to be a string';
  const value = readValue(watchVariable);
  return typeof value === 'string' && list.includes(value);
}

/** True when a send under this id happened too recently; records the send otherwise. */
export async function isRateLimited({ id, throttle }: LimitRate, storage: StorageProvider): Promise<boolean> {
  if (!throttle) return false;
  if (typeof throttle !== 'number' || throttle < 0) throw 'The LimitRate throttle has to be a positive number';
  if (id && typeof id !== 'string') throw 'The LimitRate ID has to be a non-empty string';
  const key = id || (typeof location === 'undefined' ? '/' : location.pathname);
  const last = Number((await storage.get(key)) || 0);
  const now = Date.now();
  if (now - last < throttle) return true;
  await storage.set(key, String(now));
  return false;
}
