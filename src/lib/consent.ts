/**
 * The visitor's choice about analytics: asked only when the site measures (a production build with a
 * measurement id), remembered in this browser with its date and the version of the notice's text (a
 * new version asks again), changed at any time from the Privacidade dialog. Global Privacy Control
 * counts as a refusal until the visitor chooses otherwise there.
 */
import { createValueStore } from './valueStore';
import { localStore, type SafeStorage } from './storage';

/** Raise it when the notice or the privacy text says something new: every visitor is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'analytics-consent';

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** `undefined` while the visitor has not chosen. */
  choice: ConsentChoice | undefined;
  /** The notice is shown: no choice yet, or the visitor asked for it again. */
  asking: boolean;
}

interface StoredConsent {
  choice: ConsentChoice;
  date: string;
  version: number;
}

/** The stored choice of the current version, or undefined (none, another version, or unreadable). */
export function readStoredChoice(raw: string | null): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<StoredConsent> | null;
    if (stored?.version !== CONSENT_VERSION) return undefined;
    return stored.choice === 'granted' || stored.choice === 'denied' ? stored.choice : undefined;
  } catch {
    return undefined;
  }
}

/** Where the choice starts: the stored one, else a refusal under Global Privacy Control, else none (ask). */
export function initialConsent(storage: SafeStorage, globalPrivacyControl: boolean): ConsentState {
  const stored = readStoredChoice(storage.get(CONSENT_STORAGE_KEY));
  if (stored) return { choice: stored, asking: false };
  return globalPrivacyControl ? { choice: 'denied', asking: false } : { choice: undefined, asking: true };
}

/** The choice as an external store (useSyncExternalStore); `now` dates what is stored. */
export function createConsentStore(storage: SafeStorage, globalPrivacyControl: boolean, now = () => new Date()) {
  const store = createValueStore(initialConsent(storage, globalPrivacyControl));
  return {
    ...store,
    choose(choice: ConsentChoice) {
      storage.set(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ choice, date: now().toISOString(), version: CONSENT_VERSION } satisfies StoredConsent),
      );
      store.set({ choice, asking: false });
    },
    /** The notice again, to change the choice ("Preferências de cookies"). */
    ask() {
      store.set({ ...store.get(), asking: true });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** This browser's store: the choice in localStorage, and Global Privacy Control read once. */
const browserConsentStore = () =>
  createConsentStore(
    localStore,
    typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  );

/**
 * The page's store: read once at start; only the notice writes to it, where the site measures (see
 * analytics.ts). Made by a call without arguments, so a build that never uses it (no measurement id)
 * drops it: esbuild keeps a pure call whose arguments read a global.
 */
export const consent = /* @__PURE__ */ browserConsentStore();
