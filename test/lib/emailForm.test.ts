import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EmailJSResponseStatus, init, LIB_VERSION, sendForm } from '../../src/lib/email';
import { base, memoryStorage, rejectsWith, setNavigator, stubProvider } from '../support/emailStub';

const FORM_INVALID = 'The 3rd parameter is expected to be the HTML form element or the style selector of the form';

function contactForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.id = 'contato';
  form.innerHTML = '<input name="from_name" value="Ana"><textarea name="message">Olá, tudo bem?</textarea>';
  document.body.replaceChildren(form);
  return form;
}

describe('e-mail client: sendForm', () => {
  const provider = stubProvider();

  test('posts the form’s FormData plus the SDK’s fields to /send-form, without a content type of ours', async () => {
    const form = contactForm();
    for (const target of [form, '#contato']) {
      const result = await sendForm('s', 't', target, base);
      assert.deepEqual(result, new EmailJSResponseStatus(200, 'OK'));
    }
    for (const request of provider.requests) {
      assert.equal(request.url, 'http://127.0.0.1:9/api/v1.0/email/send-form');
      assert.deepEqual(request.init.headers, {});
      assert.deepEqual(
        [...(request.init.body as FormData).entries()],
        [
          ['from_name', 'Ana'],
          ['message', 'Olá, tudo bem?'],
          ['lib_version', LIB_VERSION],
          ['service_id', 's'],
          ['template_id', 't'],
          ['user_id', 'pk_123'],
        ],
      );
    }
  });

  test('a missing form, a non-form element or an invalid selector rejects (never throws) with the SDK’s message', async () => {
    contactForm();
    await rejectsWith(() => sendForm('s', 't', '#nao-existe', base), FORM_INVALID);
    await rejectsWith(() => sendForm('s', 't', 'textarea', base), FORM_INVALID);
    await rejectsWith(() => sendForm('s', 't', '##', base), FORM_INVALID);
    await rejectsWith(() => sendForm('s', 't', null as never, base), FORM_INVALID);
    assert.equal(provider.requests.length, 0);
  });

  test('SDK order: headless first (451), then the ids, then the form', async () => {
    await rejectsWith(() => sendForm('', 't', '##', base), 'The service ID is required. Visit https://dashboard.emailjs.com/admin');
    await rejectsWith(() => sendForm('s', 't', '##', {}), 'The public key is required. Visit https://dashboard.emailjs.com/admin/account');
    setNavigator({ webdriver: true, languages: ['pt-BR'] });
    await rejectsWith(
      () => sendForm('', '', '##', { blockHeadless: true }),
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
    );
  });

  test('blockList reads the form’s field: 403 when listed', async () => {
    const form = contactForm();
    const blockList = { list: ['Ana'], watchVariable: 'from_name' };
    await rejectsWith(() => sendForm('s', 't', form, { ...base, blockList }), new EmailJSResponseStatus(403, 'Forbidden'));
    await sendForm('s', 't', form, { ...base, blockList: { ...blockList, watchVariable: 'message' } });
    assert.equal(provider.requests.length, 1);
  });

  test('limitRate uses the local storage provider over the global one, and the page path as the default id', async () => {
    const form = contactForm();
    const global = memoryStorage();
    const local = memoryStorage();
    init({ ...base, storageProvider: global });
    const limitRate = { throttle: 10_000 };
    await sendForm('s', 't', form, { limitRate, storageProvider: local });
    await rejectsWith(
      () => sendForm('s', 't', form, { limitRate, storageProvider: local }),
      new EmailJSResponseStatus(429, 'Too Many Requests'),
    );
    assert.deepEqual([...local.data.keys()], [location.pathname]);
    assert.equal(global.data.size, 0);
  });
});
