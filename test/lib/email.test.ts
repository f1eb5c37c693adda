import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { init, LIB_VERSION, send, sendForm, type EmailOptions, type StorageProvider } from '../../src/lib/email';

interface Captured {
  url: string;
  init: RequestInit;
}

let requests: Captured[] = [];
let respond: (request: Captured) => Promise<Response> = async () => new Response('OK', { status: 200 });
const realFetch = globalThis.fetch;
const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

function setNavigator(value: object | undefined) {
  Object.defineProperty(globalThis, 'navigator', { value, configurable: true, writable: true });
}

function memoryStorage(): StorageProvider & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (key) => data.get(key) ?? null, set: (key, value) => void data.set(key, value) };
}

function stubFetch() {
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const captured = { url, init };
    requests.push(captured);
    return respond(captured);
  }) as typeof fetch;
}

beforeEach(() => {
  requests = [];
  respond = async () => new Response('OK', { status: 200 });
  stubFetch();
  init({});
});
afterEach(() => {
  globalThis.fetch = realFetch;
  if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
});

const params = { from_name: 'Ana', from_email: 'ana@exemplo.com', to_email: 'contato@example.com', subject: 'Oi', message: 'Olá, tudo bem?' };
const base: EmailOptions = { publicKey: 'pk_123', origin: 'http://127.0.0.1:9' };

describe('e-mail client: send', () => {
  test('posts the provider’s JSON to /api/v1.0/email/send and resolves with status and text', async () => {
    const result = await send('service_1', 'template_1', params, base);
    assert.deepEqual(result, { status: 200, text: 'OK' });
    assert.equal(requests.length, 1);
    const [request] = requests;
    assert.equal(request!.url, 'http://127.0.0.1:9/api/v1.0/email/send');
    assert.equal(request!.init.method, 'POST');
    assert.deepEqual(request!.init.headers, { 'Content-type': 'application/json' });
    assert.equal(
      request!.init.body,
      JSON.stringify({ lib_version: LIB_VERSION, user_id: 'pk_123', service_id: 'service_1', template_id: 'template_1', template_params: params }),
    );
  });

  test('defaults to the provider origin; a string option is the public key; init sets defaults', async () => {
    await send('s', 't', params, 'pk_string');
    assert.equal(requests[0]!.url, 'https://api.emailjs.com/api/v1.0/email/send');
    assert.equal(JSON.parse(String(requests[0]!.init.body)).user_id, 'pk_string');
    init({ publicKey: 'pk_global', origin: 'http://127.0.0.1:9' });
    await send('s', 't', params);
    assert.equal(JSON.parse(String(requests[1]!.init.body)).user_id, 'pk_global');
  });

  test('rejects with the provider’s status and text on any non-2xx', async () => {
    respond = async () => new Response('The template ID is invalid', { status: 400 });
    await assert.rejects(send('s', 't', params, base), { status: 400, text: 'The template ID is invalid' });
    respond = async () => new Response('boom', { status: 500 });
    await assert.rejects(send('s', 't', params, base), { status: 500, text: 'boom' });
  });

  test('a network failure rejects with status 0, never a raw TypeError', async () => {
    respond = async () => {
      throw new TypeError('fetch failed');
    };
    await assert.rejects(send('s', 't', params, base), (error: unknown) => {
      assert.deepEqual(error, { status: 0, text: 'Network Error' });
      return true;
    });
  });

  test('a response slower than the timeout is aborted and rejects with status 0', async () => {
    respond = (request) =>
      new Promise((_, reject) => request.init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await assert.rejects(send('s', 't', params, { ...base, timeoutMs: 20 }), { status: 0, text: 'Network Error' });
  });

  test('missing ids or key and invalid options reject with a clear message and send nothing', async () => {
    await assert.rejects(send('s', 't', params, { origin: base.origin }), /The public key is required/);
    await assert.rejects(send('', 't', params, base), /The service ID is required/);
    await assert.rejects(send('s', '', params, base), /The template ID is required/);
    await assert.rejects(send('s', 't', params, { ...base, blockList: { list: 'x' as never } }), /BlockList list has to be an array of strings/);
    await assert.rejects(send('s', 't', params, { ...base, limitRate: { throttle: -1 } }), /throttle has to be a positive number/);
    await assert.rejects(send('s', 't', params, { ...base, timeoutMs: 0 }), /timeout has to be a positive number/);
    assert.equal(requests.length, 0);
  });
});

describe('e-mail client: options', () => {
  test('blockHeadless: 451 for webdriver or missing languages; off by default', async () => {
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await send('s', 't', params, base);
    assert.equal(requests.length, 1, 'blocking must be off by default');
    await assert.rejects(send('s', 't', params, { ...base, blockHeadless: true }), { status: 451, text: 'Unavailable For Headless Browser' });
    setNavigator({ webdriver: false, languages: [] });
    await assert.rejects(send('s', 't', params, { ...base, blockHeadless: true }), { status: 451 });
    setNavigator({ webdriver: false, languages: ['pt-BR'] });
    await send('s', 't', params, { ...base, blockHeadless: true });
    assert.equal(requests.length, 2);
  });

  test('blockList: 403 when the watched value is listed (exact match)', async () => {
    const blockList = { list: ['spam@exemplo.com'], watchVariable: 'from_email' };
    await assert.rejects(send('s', 't', { ...params, from_email: 'spam@exemplo.com' }, { ...base, blockList }), { status: 403, text: 'Forbidden' });
    await send('s', 't', { ...params, from_email: 'spam@exemplo.com.br' }, { ...base, blockList });
    assert.equal(requests.length, 1);
  });

  test('limitRate: 429 within the throttle under one id (default: the page path), kept in storage', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const storage = memoryStorage();
    const limitRate = { id: 'contato', throttle: 10_000 };
    await send('s', 't', params, { ...base, limitRate, storageProvider: storage });
    assert.equal(storage.data.get('contato'), '1000000');
    await assert.rejects(send('s', 't', params, { ...base, limitRate, storageProvider: storage }), { status: 429, text: 'Too Many Requests' });
    await send('s', 't', params, { ...base, limitRate: { id: 'outro', throttle: 10_000 }, storageProvider: storage });
    t.mock.timers.tick(10_000);
    await send('s', 't', params, { ...base, limitRate, storageProvider: storage });
    assert.equal(requests.length, 3);
    await send('s', 't', params, { ...base, limitRate: { throttle: 5000 }, storageProvider: storage });
    assert.ok(storage.data.has('/'), 'the default id is the page path');
  });

  test('a storage that throws disables the rate limit instead of breaking the send', async () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const original = Object.getOwnPropertyDescriptor(globalThis, 'window');
    Object.defineProperty(globalThis, 'window', { value: { get localStorage() { return throwing(); } }, configurable: true });
    try {
      const limitRate = { id: 'contato', throttle: 10_000 };
      await send('s', 't', params, { ...base, limitRate });
      await send('s', 't', params, { ...base, limitRate });
      assert.equal(requests.length, 2);
    } finally {
      if (original) Object.defineProperty(globalThis, 'window', original);
      else delete (globalThis as { window?: unknown }).window;
    }
  });
});

describe('e-mail client: sendForm', () => {
  test('posts the form’s FormData plus the provider fields to /send-form, without a content type of ours', async () => {
    const { GlobalRegistrator } = await import('@happy-dom/global-registrator');
    const registered = !GlobalRegistrator.isRegistered;
    if (registered) GlobalRegistrator.register();
    stubFetch();
    try {
      const form = document.createElement('form');
      form.innerHTML = '<input name="from_name" value="Ana"><textarea name="message">Olá, tudo bem?</textarea>';
      document.body.append(form);
      await sendForm('s', 't', form, base);
      const [request] = requests;
      assert.equal(request!.url, 'http://127.0.0.1:9/api/v1.0/email/send-form');
      assert.deepEqual(request!.init.headers, {});
      const body = request!.init.body as FormData;
      assert.deepEqual(Object.fromEntries(body.entries()), {
        from_name: 'Ana',
        message: 'Olá, tudo bem?',
        lib_version: LIB_VERSION,
        service_id: 's',
        template_id: 't',
        user_id: 'pk_123',
      });
      await assert.rejects(sendForm('s', 't', '#nao-existe', base), /expected to be the HTML form element/);
      await assert.rejects(sendForm('s', 't', form, { ...base, blockList: { list: ['Ana'], watchVariable: 'from_name' } }), { status: 403 });
    } finally {
      if (registered) await GlobalRegistrator.unregister();
    }
  });
});
