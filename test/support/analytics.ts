import { afterEach, beforeEach } from 'node:test';
import { measureWith } from '../../src/lib/analytics';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, createConsentStore } from '../../src/lib/consent';

/** A choice made on an earlier visit: what localStorage holds, as a script a page runs first. */
export const choiceMadeBefore = (choice: 'granted' | 'denied') =>
  `localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(choiceJson(choice))})`;
const choiceJson = (choice: 'granted' | 'denied') => JSON.stringify({ choice, date: '2026-11-25T10:00:00.000Z', version: CONSENT_VERSION });

/** track() sends from now on, as for a visitor who accepted analytics (to a window.gtag the test sets). */
export function measureAccepted(): void {
  measureWith(createConsentStore({ get: () => choiceJson('granted'), set: () => true, remove: () => {} }, false));
}

/**
 * Every gtag() call of the current test, as an array of its arguments, from a visitor who accepted
 * analytics; the tag is gone after it. Call it inside the suite: at the top of a file its hooks would
 * run around every test of the files run after it in the same process.
 */
export function recordAnalytics(): unknown[][] {
  const calls: unknown[][] = [];
  beforeEach(() => {
    calls.length = 0;
    measureAccepted();
    window.gtag = (...args: unknown[]) => void calls.push(args);
  });
  afterEach(() => {
    delete window.gtag;
  });
  return calls;
}
