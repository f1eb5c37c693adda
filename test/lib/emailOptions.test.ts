import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EmailJSResponseStatus, init, send } from '../../src/lib/email';
import { asyncStorage, base, memoryStorage, params, rejectsWith, sentJson, setNavigator, stubProvider } from '../support/emailStub';

const HEADLESS = new EmailJSResponseStatus(451, 'Unavailable For Headless Browser');
const FORBIDDEN = new EmailJSResponseStatus(403, 'Forbidden');
const TOO_MANY = new EmailJSResponseStatus(429, 'Too Many Requests');

/** Runs `body` with `window` replaced (the default storage reads window.localStorage). */
async function withWindow(value: object, body: () => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'window');
  Object.defineProperty(globalThis, 'window', { value, configurable: true });
  try {
    await body();
  } finally {
    if (original) Object.defineProperty(globalThis, 'window', original);
    else delete (globalThis as { window?: unknown }).window;
  }
}

describe('e-mail client: blockHeadless', () => {
  const provider = stubProvider();

  test('451 for webdriver or no languages; off by default', async () => {
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await send('s', 't', params, base);
    assert.equal(provider.requests.length, 1, 'blocking must be off by default');
    await assert.rejects(send('s', 't', params, { ...base, blockHeadless: true }), HEADLESS);
    setNavigator({ webdriver: false, languages: [] });
    await assert.rejects(send('s', 't', params, { ...base, blockHeadless: true }), HEADLESS);
    setNavigator(undefined);
    await assert.rejects(send('s', 't', params, { ...base, blockHeadless: true }), HEADLESS);
    setNavigator({ webdriver: false, languages: ['pt-BR'] });
    await send('s', 't', params, { ...base, blockHeadless: true });
    assert.equal(provider.requests.length, 2);
  });
});

describe('e-mail client: blockList', () => {
  const provider = stubProvider();

  const listed = { ...params, from_email: 'spam@exemplo.com' };

  test('403 when the watched value is listed (exact match only); the result is an EmailJSResponseStatus', async () => {
    const blockList = { list: ['spam@exemplo.com'], watchVariable: 'from_email' };
    await assert.rejects(
      send('s', 't', listed, { ...base, blockList }),
      (error) => error instanceof EmailJSResponseStatus && error.status === 403,
    );
    await send('s', 't', { ...params, from_email: 'spam@exemplo.com.br' }, { ...base, blockList });
    await send('s', 't', { ...params, from_email: ['spam@exemplo.com'] }, { ...base, blockList });
    assert.equal(provider.requests.length, 2);
  });

  test('without a list, an empty list or a watched variable it is simply off, even if the rest is malformed', async () => {
    for (const blockList of [
      { watchVariable: 'from_email' },
      { list: [], watchVariable: 'from_email' },
      { list: ['spam@exemplo.com'] },
      { list: 'x' },
    ]) {
      await send('s', 't', listed, { ...base, blockList: blockList as never });
    }
    assert.equal(provider.requests.length, 4);
  });

  test('switched on but malformed: the SDK’s messages', async () => {
    await rejectsWith(
      () => send('s', 't', listed, { ...base, blockList: { list: 'spam' as never, watchVariable: 'from_email' } }),
      'The BlockList list has to be an array',
    );
    await rejectsWith(
      () => send('s', 't', listed, { ...base, blockList: { list: ['spam'], watchVariable: 5 as never } }),
      'The BlockList watchVariable has to be a string',
    );
    assert.equal(provider.requests.length, 0);
  });
});

describe('e-mail client: limitRate', () => {
  const provider = stubProvider();

  test('429 within the throttle under one id (default: the page path), kept in the storage provider', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const storage = memoryStorage();
    const limitRate = { id: 'contato', throttle: 10_000 };
    await send('s', 't', params, { ...base, limitRate, storageProvider: storage });
    assert.equal(storage.data.get('contato'), '1000000');
    await assert.rejects(send('s', 't', params, { ...base, limitRate, storageProvider: storage }), TOO_MANY);
    await send('s', 't', params, { ...base, limitRate: { id: 'outro', throttle: 10_000 }, storageProvider: storage });
    t.mock.timers.tick(10_000);
    await send('s', 't', params, { ...base, limitRate, storageProvider: storage });
    assert.equal(provider.requests.length, 3);
    await send('s', 't', params, { ...base, limitRate: { throttle: 5000 }, storageProvider: storage });
    assert.ok(storage.data.has('/'), 'the default id is the page path');
  });

  test('an asynchronous storage provider (as the SDK documents it) is awaited: the limit holds', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 2_000_000 });
    const storage = asyncStorage();
    const options = { ...base, limitRate: { id: 'contato', throttle: 10_000 }, storageProvider: storage };
    await send('s', 't', params, options);
    assert.equal(storage.data.get('contato'), '2000000');
    await assert.rejects(send('s', 't', params, options), TOO_MANY);
    assert.equal(provider.requests.length, 1);
  });

  test('malformed when switched on: the SDK’s messages; throttle 0 or absent is off', async () => {
    const storageProvider = memoryStorage();
    await rejectsWith(
      () => send('s', 't', params, { ...base, storageProvider, limitRate: { throttle: -1 } }),
      'The LimitRate throttle has to be a positive number',
    );
    await rejectsWith(
      () => send('s', 't', params, { ...base, storageProvider, limitRate: { throttle: 10, id: 5 as never } }),
      'The LimitRate ID has to be a non-empty string',
    );
    await send('s', 't', params, { ...base, storageProvider, limitRate: { throttle: 0, id: 5 as never } });
    await send('s', 't', params, { ...base, storageProvider, limitRate: { throttle: 0, id: 5 as never } });
    assert.equal(provider.requests.length, 2);
  });

  test('a default storage that throws turns the limit off instead of breaking the send', async () => {
    const refusing = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    await withWindow(refusing, async () => {
      const limitRate = { id: 'contato', throttle: 10_000 };
      await send('s', 't', params, { ...base, limitRate });
      await send('s', 't', params, { ...base, limitRate });
      assert.equal(provider.requests.length, 2);
    });
  });
});

describe('e-mail client: init and option merging', () => {
  const provider = stubProvider();

  test('the README’s global settings, then its “overwrite settings locally” example', async () => {
    const storageProvider = memoryStorage();
    init(
      {
        publicKey: 'pk_global',
        blockHeadless: true,
        blockList: { list: ['foo@emailjs.com', 'bar@emailjs.com'] },
        limitRate: { throttle: 10_000 },
        storageProvider,
      },
      base.origin,
    );
    await send('s', 't', { userEmail: 'foo@emailjs.com' });
    assert.equal(sentJson(provider.requests[0]).user_id, 'pk_global');
    assert.equal(provider.requests[0].url, `${base.origin}/api/v1.0/email/send`, 'init’s second argument is the origin');
    await assert.rejects(send('s', 't', { userEmail: 'ana@exemplo.com' }), TOO_MANY);
    const local = { publicKey: 'pk_local', blockList: { watchVariable: 'userEmail' }, limitRate: { throttle: 0 } };
    await assert.rejects(
      send('s', 't', { userEmail: 'foo@emailjs.com' }, local),
      FORBIDDEN,
      'the global list with the local watched variable',
    );
    await send('s', 't', { userEmail: 'ana@exemplo.com' }, local);
    await send('s', 't', { userEmail: 'ana@exemplo.com' }, local);
    assert.deepEqual(
      provider.requests.map((request) => sentJson(request).user_id),
      ['pk_global', 'pk_local', 'pk_local'],
    );
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await assert.rejects(send('s', 't', {}, local), HEADLESS, 'the global blockHeadless still applies');
    await send('s', 't', {}, { ...local, blockHeadless: false });
    assert.equal(provider.requests.length, 4, 'a local false wins over the global true');
  });

  test('an option given as undefined (or an empty key) keeps the global one; a non-object option is no options', async () => {
    const storageProvider = memoryStorage();
    init({ publicKey: 'pk_global', origin: base.origin, limitRate: { id: 'g', throttle: 10_000 }, storageProvider });
    await send('s', 't', params, {
      publicKey: undefined,
      origin: undefined,
      storageProvider: undefined,
      limitRate: { throttle: undefined },
    });
    assert.equal(sentJson(provider.requests[0]).user_id, 'pk_global');
    assert.equal(provider.requests[0].url, `${base.origin}/api/v1.0/email/send`);
    assert.ok(storageProvider.data.has('g'), 'the global storage and limit were used');
    await assert.rejects(send('s', 't', params, ['pk_array'] as never), TOO_MANY);
    init({ publicKey: 'pk_global', origin: base.origin });
    await send('s', 't', params, '');
    await send('s', 't', params, { publicKey: '' });
    assert.deepEqual(
      provider.requests.slice(1).map((request) => sentJson(request).user_id),
      ['pk_global', 'pk_global'],
      'an empty key is no key, as in the SDK',
    );
  });

  test('init replaces earlier settings; a string is the key; init with nothing changes nothing', async () => {
    init({ publicKey: 'pk_first', origin: base.origin, blockHeadless: true });
    init('pk_second');
    init(undefined as never);
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await send('s', 't', params);
    assert.equal(provider.requests[0].url, 'https://api.emailjs.com/api/v1.0/email/send', 'the origin went back to the default');
    assert.equal(sentJson(provider.requests[0]).user_id, 'pk_second');
  });

  test('localStorage stays the default storage after init (the SDK’s init drops it)', async () => {
    const stored = memoryStorage().data;
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    await withWindow({ localStorage }, async () => {
      init({ ...base, limitRate: { id: 'contato', throttle: 10_000 } });
      await send('s', 't', params);
      await assert.rejects(send('s', 't', params), TOO_MANY);
      assert.ok(stored.has('contato'));
    });
  });
});
