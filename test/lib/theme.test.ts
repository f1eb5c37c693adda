import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SafeStorage } from '../../src/lib/storage';
import { createThemeStore, resolveTheme, THEME_STORAGE_KEY, type ThemeName } from '../../src/lib/theme';

function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    get: (key) => data[key] ?? null,
    set: (key, value) => ((data[key] = value), true),
    remove: (key) => void delete data[key],
  };
}

function fakeSystem(initial: ThemeName | null) {
  let current = initial;
  let listener: (() => void) | null = null;
  return {
    readSystem: () => current,
    subscribeSystem: (onChange: () => void) => {
      listener = onChange;
      return () => (listener = null);
    },
    change(next: ThemeName) {
      current = next;
      listener?.();
    },
    get listening() {
      return listener !== null;
    },
  };
}

describe('theme resolution', () => {
  test('stored choice, then system preference, then dark', () => {
    assert.deepEqual(resolveTheme('light', 'dark'), { name: 'light', isSystem: false });
    assert.deepEqual(resolveTheme('dark', 'light'), { name: 'dark', isSystem: false });
    assert.deepEqual(resolveTheme(null, 'light'), { name: 'light', isSystem: true });
    assert.deepEqual(resolveTheme('blue', 'light'), { name: 'light', isSystem: true });
    assert.deepEqual(resolveTheme(null, null), { name: 'dark', isSystem: true });
  });
});

describe('theme store', () => {
  test('follows system changes only while nothing is stored', () => {
    const system = fakeSystem('light');
    const storage = memoryStorage();
    const store = createThemeStore({ storage, ...system });
    let notified = 0;
    const stop = store.subscribe(() => notified++);
    assert.deepEqual(store.getSnapshot(), { name: 'light', isSystem: true });
    system.change('dark');
    assert.deepEqual(store.getSnapshot(), { name: 'dark', isSystem: true });
    assert.equal(notified, 1);

    store.setTheme('light');
    assert.deepEqual(store.getSnapshot(), { name: 'light', isSystem: false });
    assert.equal(storage.data[THEME_STORAGE_KEY], 'light');
    system.change('dark');
    assert.equal(store.getSnapshot().name, 'light', 'an explicit choice must not follow the system');
    stop();
    assert.equal(system.listening, false);
  });

  test('toggle stores the opposite theme and leaves system mode', () => {
    const storage = memoryStorage();
    const store = createThemeStore({ storage, ...fakeSystem('dark') });
    store.toggleTheme();
    assert.deepEqual(store.getSnapshot(), { name: 'light', isSystem: false });
    assert.equal(storage.data[THEME_STORAGE_KEY], 'light');
    const { toggleTheme } = store;
    toggleTheme();
    assert.equal(storage.data[THEME_STORAGE_KEY], 'dark');
  });

  test('enabling system mode removes the stored value and adopts the system preference', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'dark' });
    const store = createThemeStore({ storage, ...fakeSystem('light') });
    assert.deepEqual(store.getSnapshot(), { name: 'dark', isSystem: false });
    store.enableSystemTheme();
    assert.deepEqual(store.getSnapshot(), { name: 'light', isSystem: true });
    assert.equal(THEME_STORAGE_KEY in storage.data, false);
  });

  test('a storage that refuses everything still yields a working theme', () => {
    const broken: SafeStorage = { get: () => null, set: () => false, remove: () => {} };
    const store = createThemeStore({ storage: broken, ...fakeSystem(null) });
    assert.equal(store.getSnapshot().name, 'dark');
    store.toggleTheme();
    assert.equal(store.getSnapshot().name, 'light');
  });

  test('snapshots are stable between changes (useSyncExternalStore requires it)', () => {
    const store = createThemeStore({ storage: memoryStorage(), ...fakeSystem('dark') });
    assert.equal(store.getSnapshot(), store.getSnapshot());
    store.setTheme('dark');
    const after = store.getSnapshot();
    store.setTheme('dark');
    assert.equal(store.getSnapshot(), after);
  });
});
