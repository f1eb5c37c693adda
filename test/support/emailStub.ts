/**
 * For the e-mail client's unit tests: a fetch that records each request and answers as told (nothing
 * leaves the process), a controllable navigator, in-memory storage providers, and a reset of `init`.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach } from 'node:test';
import { init, type EmailOptions, type StorageProvider } from '../../src/lib/email';

export interface Captured {
  url: string;
  init: RequestInit;
}

export const base: EmailOptions = { publicKey: 'pk_123', origin: 'http://127.0.0.1:9' };
export const params = { from_name: 'Ana', from_email: 'ana@exemplo.com', subject: 'Oi', message: 'Olá, tudo bem?' };
export const BROWSER = { webdriver: false, languages: ['pt-BR'] };

export function setNavigator(value: object | undefined) {
  Object.defineProperty(globalThis, 'navigator', { value, configurable: true, writable: true });
}

export function memoryStorage(): StorageProvider & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (key) => data.get(key) ?? null, set: (key, value) => void data.set(key, value) };
}

/** Each call waits a turn of the event loop, as IndexedDB or a server would. */
export function asyncStorage(): StorageProvider & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setImmediate(() => resolve(value())));
  return { data, get: (key) => later(() => data.get(key) ?? null), set: (key, value) => later(() => void data.set(key, value)) };
}

/** Asserts the call returned a promise (no synchronous throw) that rejects with exactly `expected`. */
export async function rejectsWith(call: () => Promise<unknown>, expected: unknown) {
  const pending = call();
  assert.ok(pending instanceof Promise, 'expected a promise, not a synchronous throw');
  await assert.rejects(pending, (error: unknown) => {
    assert.deepEqual(error, expected);
    return true;
  });
}

/** The body of a captured JSON request, parsed. */
export const sentJson = (request: Captured | undefined) => JSON.parse(request!.init.body as string);

/**
 * Installs the stubs around every test of the calling suite; read `requests` and set `respond` through
 * the result. Call it inside the suite: at the top of a file its hooks would run around every test of
 * the files run after it in the same process.
 */
export function stubProvider() {
  const state = {
    requests: [] as Captured[],
    respond: async (_request: Captured): Promise<Response> => new Response('OK', { status: 200 }),
  };
  // Taken before each test, not when the file loads: in one process another file's test may be
  // running (its stubs in place) while this file loads.
  let realFetch: typeof fetch;
  let realNavigator: PropertyDescriptor | undefined;
  beforeEach(() => {
    state.requests = [];
    state.respond = async () => new Response('OK', { status: 200 });
    realFetch = globalThis.fetch;
    realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    globalThis.fetch = (async (url: string, requestInit: RequestInit) => {
      const captured = { url, init: requestInit };
      state.requests.push(captured);
      return state.respond(captured);
    }) as typeof fetch;
    setNavigator(BROWSER);
    init({});
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
    else delete (globalThis as { navigator?: unknown }).navigator;
    // The client's defaults are module state: a test's init() would be the next file's.
    init({});
  });
  return state;
}
