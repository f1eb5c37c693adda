import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { moduleLoad, subscribeToModuleLoads } from '../../src/lib/moduleLoad';

/** An import() whose settling the test decides. */
function controlledImport<T>() {
  let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void };
  let calls = 0;
  const importer = () => {
    calls++;
    return new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { importer, settle: () => settle, calls: () => calls };
}

/** A promise's own string-keyed fields: what React's use() reads. */
const fieldsOf = (promise: object) => Object.fromEntries(Object.entries(promise));

describe('a module loaded on first ask', () => {
  test('starts once, however often asked, and carries what use() reads as it settles', async () => {
    const module = controlledImport<string>();
    const load = moduleLoad(module.importer);
    assert.equal(module.calls(), 0, 'nothing fetched before the first ask');
    const first = load.start();
    assert.equal(load.start(), first);
    assert.equal(module.calls(), 1);
    assert.deepEqual(fieldsOf(first), { status: 'pending' });
    assert.deepEqual([load.loaded, load.settled], [false, false]);
    module.settle().resolve('código');
    await first;
    assert.deepEqual(fieldsOf(first), { status: 'fulfilled', value: 'código' });
    assert.deepEqual([load.loaded, load.settled], [true, true]);
  });

  test('tells its listeners whenever a load settles, until they stop listening', async () => {
    const module = controlledImport<number>();
    const load = moduleLoad(module.importer);
    let heard = 0;
    const stop = subscribeToModuleLoads(() => heard++);
    const started = load.start();
    assert.equal(heard, 0);
    module.settle().resolve(1);
    await started;
    assert.equal(heard, 1);
    stop();
    const other = controlledImport<number>();
    const next = moduleLoad(other.importer).start();
    other.settle().resolve(2);
    await next;
    assert.equal(heard, 1);
  });

  test('a failed load keeps its reason and is not fetched again on the next ask', async () => {
    const module = controlledImport<string>();
    const load = moduleLoad(module.importer);
    const started = load.start();
    const failure = new Error('offline');
    module.settle().reject(failure);
    await assert.rejects(started, failure);
    assert.deepEqual(fieldsOf(started), { status: 'rejected', reason: failure });
    assert.equal(load.start(), started);
    assert.equal(module.calls(), 1);
    assert.deepEqual([load.loaded, load.settled], [false, true], 'ended, without the module');
  });
});
