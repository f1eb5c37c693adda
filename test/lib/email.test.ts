import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EmailJSResponseStatus, LIB_VERSION, send } from '../../src/lib/email';
import { base, params, rejectsWith, sentJson, setNavigator, stubProvider } from '../support/emailStub';

const PUBLIC_KEY_REQUIRED = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
const SERVICE_ID_REQUIRED = 'The service ID is required. Visit https://dashboard.emailjs.com/admin';
const TEMPLATE_ID_REQUIRED = 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates';
const TEMPLATE_PARAMS_INVALID = 'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/';

const status = (code: number, text: string) => new EmailJSResponseStatus(code, text);

describe('e-mail client: send, on the wire', () => {
  const provider = stubProvider();

  test('posts the SDK’s exact JSON to /api/v1.0/email/send and resolves with an EmailJSResponseStatus', async () => {
    const result = await send('service_1', 'template_1', params, base);
    assert.ok(result instanceof EmailJSResponseStatus);
    assert.deepEqual(result, status(200, 'OK'));
    const [request] = provider.requests;
    assert.equal(provider.requests.length, 1);
    assert.equal(request.url, 'http://127.0.0.1:9/api/v1.0/email/send');
    assert.equal(request.init.method, 'POST');
    assert.deepEqual(request.init.headers, { 'Content-type': 'application/json' });
    assert.equal(
      request.init.body,
      JSON.stringify({
        lib_version: LIB_VERSION,
        user_id: 'pk_123',
        service_id: 'service_1',
        template_id: 'template_1',
        template_params: params,
      }),
    );
  });

  test('without template params (or with null) the body has no template_params, like the SDK’s', async () => {
    await send('s', 't', undefined, base);
    await send('s', 't', null as never, base);
    const expected = JSON.stringify({ lib_version: LIB_VERSION, user_id: 'pk_123', service_id: 's', template_id: 't' });
    assert.deepEqual(
      provider.requests.map((request) => request.init.body),
      [expected, expected],
    );
  });

  test("defaults to the provider origin; a string option is the public key; '' is the page’s own origin", async () => {
    await send('s', 't', params, 'pk_string');
    assert.equal(provider.requests[0].url, 'https://api.emailjs.com/api/v1.0/email/send');
    assert.equal(sentJson(provider.requests[0]).user_id, 'pk_string');
    await send('s', 't', params, { publicKey: 'pk', origin: '' });
    assert.equal(provider.requests[1].url, '/api/v1.0/email/send');
  });

  test('any non-2xx rejects with an EmailJSResponseStatus holding the provider’s status and text', async () => {
    provider.respond = async () => new Response('The template ID is invalid', { status: 400 });
    await rejectsWith(() => send('s', 't', params, base), status(400, 'The template ID is invalid'));
    provider.respond = async () => new Response('boom', { status: 500 });
    await rejectsWith(() => send('s', 't', params, base), status(500, 'boom'));
  });

  test("a network failure rejects with status 0 'Network Error', never a raw TypeError", async () => {
    provider.respond = async () => {
      throw new TypeError('fetch failed');
    };
    await rejectsWith(() => send('s', 't', params, base), status(0, 'Network Error'));
  });

  test('a response slower than the timeout is aborted and rejects with status 0', async () => {
    provider.respond = (request) =>
      new Promise((_, reject) => request.init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await rejectsWith(() => send('s', 't', params, { ...base, timeoutMs: 20 }), status(0, 'Network Error'));
  });
});

describe('e-mail client: send, checks before sending (SDK order and messages)', () => {
  const provider = stubProvider();

  test('missing or non-string ids reject with the SDK’s strings, public key first, then service, then template', async () => {
    await rejectsWith(() => send('', '', params, { origin: base.origin }), PUBLIC_KEY_REQUIRED);
    await rejectsWith(() => send('', '', params, base), SERVICE_ID_REQUIRED);
    await rejectsWith(() => send(42 as never, 't', params, base), SERVICE_ID_REQUIRED);
    await rejectsWith(() => send('s', '', params, base), TEMPLATE_ID_REQUIRED);
    await rejectsWith(() => send('s', 't', params, { ...base, publicKey: 7 as never }), PUBLIC_KEY_REQUIRED);
    assert.equal(provider.requests.length, 0);
  });

  test('template params that are not a plain object are refused after the ids, and nothing is sent', async () => {
    for (const invalid of ['texto', ['a'], [], 0, '', false, new Map()]) {
      await rejectsWith(() => send('s', 't', invalid as never, base), TEMPLATE_PARAMS_INVALID);
    }
    await rejectsWith(() => send('', 't', 'texto' as never, base), SERVICE_ID_REQUIRED);
    assert.equal(provider.requests.length, 0);
    await send('s', 't', Object.assign(Object.create(null), { a: '1' }), base);
    assert.equal(provider.requests.length, 1, 'an object without a prototype is still an object');
  });

  test('the headless check comes first: 451 even when the ids are missing', async () => {
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await rejectsWith(() => send('', '', 'texto' as never, { blockHeadless: true }), status(451, 'Unavailable For Headless Browser'));
  });

  test('an invalid timeout is refused with a clear message', async () => {
    for (const timeoutMs of [0, -5, Number.NaN, '100']) {
      await rejectsWith(
        () => send('s', 't', params, { ...base, timeoutMs: timeoutMs as never }),
        'The timeout has to be a positive number of milliseconds',
      );
    }
    assert.equal(provider.requests.length, 0);
  });
});
