import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createValueStore } from '../../src/lib/valueStore';

describe('value store', () => {
  test('tells its subscribers about changes only, until they unsubscribe', () => {
    const store = createValueStore<string | null>('inicio');
    const seen: (string | null)[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set('inicio');
    store.set('contato');
    store.set(null);
    stop();
    store.set('sobre-mim');
    assert.deepEqual(seen, ['contato', null]);
    assert.equal(store.get(), 'sobre-mim');
  });
});
