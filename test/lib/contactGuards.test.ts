// The contact form's guards wired to the e-mail client's own options (issue 47), through the real client.
import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import type { AppConfig, ContactGuards } from '../../src/lib/appConfig';
import { secondsToWait, sendOptions } from '../../src/lib/contactSending';
import { EmailJSResponseStatus, send } from '../../src/lib/email';
import { params, rejectsWith, setNavigator, stubProvider } from '../support/emailStub';

const emailjs: AppConfig['emailjs'] = { serviceId: 's', templateId: 't', publicKey: 'pk_123', apiOrigin: 'http://127.0.0.1:9' };
const guarded = (contactGuards: ContactGuards) => ({ emailjs, contactGuards });
const ALL_OFF: ContactGuards = { blockHeadless: false, rateLimitSeconds: 0, blockList: [] };

describe("the contact form's guards", () => {
  const provider = stubProvider();
  // The rate limit keeps its times in the page's storage.
  afterEach(() => localStorage.clear());

  test('the options carry the key, the origin and each guard as the client names it; the client itself is left as it is', () => {
    const options = sendOptions(guarded({ blockHeadless: true, rateLimitSeconds: 10, blockList: ['spam@example.com'] }));
    assert.equal(options.publicKey, 'pk_123');
    assert.equal(options.origin, 'http://127.0.0.1:9');
    assert.equal(options.blockHeadless, true);
    assert.deepEqual(options.blockList, { list: ['spam@example.com'], watchVariable: 'from_email' });
    assert.equal(options.limitRate?.throttle, 10_000);
    assert.match(options.limitRate?.id ?? '', /\/$/, 'one limit per page: its id ends with the page path');
  });

  test('a headless browser sends nothing (451)', async () => {
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await rejectsWith(
      () => send('s', 't', params, sendOptions(guarded({ ...ALL_OFF, blockHeadless: true }))),
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
    );
    assert.equal(provider.requests.length, 0);
    // Off, the same browser sends.
    await send('s', 't', params, sendOptions(guarded(ALL_OFF)));
    assert.equal(provider.requests.length, 1);
  });

  test('an address on the block list sends nothing (403); another one sends', async () => {
    const options = sendOptions(guarded({ ...ALL_OFF, blockList: ['spam@example.com'] }));
    await rejectsWith(
      () => send('s', 't', { ...params, from_email: 'spam@example.com' }, options),
      new EmailJSResponseStatus(403, 'Forbidden'),
    );
    assert.equal(provider.requests.length, 0);
    await send('s', 't', params, options);
    assert.equal(provider.requests.length, 1);
  });

  test('a second message from the page within the limit is refused (429), and the wait is what is left of it', async () => {
    const guards = { ...ALL_OFF, rateLimitSeconds: 10 };
    await send('s', 't', params, sendOptions(guarded(guards)));
    await rejectsWith(() => send('s', 't', params, sendOptions(guarded(guards))), new EmailJSResponseStatus(429, 'Too Many Requests'));
    assert.equal(provider.requests.length, 1);
    const now = Date.now();
    assert.ok([9, 10].includes(secondsToWait({ contactGuards: guards }, now)));
    assert.equal(secondsToWait({ contactGuards: guards }, now + 7_500), 3);
    assert.equal(secondsToWait({ contactGuards: guards }, now + 60_000), 1, 'never less than a second');
    // With the limit off, the page sends again at once.
    await send('s', 't', params, sendOptions(guarded(ALL_OFF)));
    assert.equal(provider.requests.length, 2);
  });
});
