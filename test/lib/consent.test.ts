import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, createConsentStore, readStoredChoice } from '../../src/lib/consent';
import { memoryStorage as memory } from '../support/memoryStorage';

const stored = (choice: string, version = CONSENT_VERSION) => JSON.stringify({ choice, date: '2026-11-25T10:00:00.000Z', version });

describe('the visitor’s choice about analytics', () => {
  test('a first visit asks', () => {
    assert.deepEqual(createConsentStore(memory(), false).get(), { choice: undefined, asking: true });
  });

  test('a choice is stored with its date and the text’s version, and honoured on the next visit', () => {
    const storage = memory();
    createConsentStore(storage, false, () => new Date('2026-11-25T10:00:00Z')).choose('granted');
    assert.deepEqual(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY)!), {
      choice: 'granted',
      date: '2026-11-25T10:00:00.000Z',
      version: CONSENT_VERSION,
    });
    assert.deepEqual(createConsentStore(storage, false).get(), { choice: 'granted', asking: false });
  });

  test('a choice made for another version of the text, or unreadable, asks again', () => {
    assert.equal(readStoredChoice(stored('granted', CONSENT_VERSION - 1)), undefined);
    assert.equal(readStoredChoice('{not json'), undefined);
    assert.equal(readStoredChoice(stored('maybe')), undefined);
    assert.equal(readStoredChoice(stored('denied')), 'denied');
  });

  test('Global Privacy Control is a refusal, without asking; a choice made later in the preferences wins', () => {
    assert.deepEqual(createConsentStore(memory(), true).get(), { choice: 'denied', asking: false });
    assert.deepEqual(createConsentStore(memory({ [CONSENT_STORAGE_KEY]: stored('granted') }), true).get(), {
      choice: 'granted',
      asking: false,
    });
  });

  test('the preferences bring the notice back with the choice in place, until a new choice', () => {
    const store = createConsentStore(memory(), false);
    store.choose('granted');
    store.ask();
    assert.deepEqual(store.get(), { choice: 'granted', asking: true });
    store.choose('denied');
    assert.deepEqual(store.get(), { choice: 'denied', asking: false });
  });
});
