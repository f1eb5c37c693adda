import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { draftOf, mailtoUrl, MAX_WHATSAPP_URL_LENGTH, whatsappUrl } from '../../src/lib/contactLinks';

const owner = { phone: '5551900000000', whatsappMessage: 'Olá!' };
const fields = { nome: 'Ana Souza', email: 'ana@exemplo.com', assunto: 'Proposta & prazo', mensagem: 'Olá, tudo bem?\nVamos conversar?' };

describe('links that send a message from the visitor’s own apps', () => {
  test('mailto: the subject, and the message with the visitor’s name and e-mail, each encoded', () => {
    const url = new URL(mailtoUrl('contato@example.com', draftOf(fields)));
    assert.equal(url.protocol + url.pathname, 'mailto:contato@example.com');
    assert.equal(url.searchParams.get('subject'), fields.assunto);
    assert.equal(url.searchParams.get('body'), `${fields.mensagem}\n\nAna Souza\nana@exemplo.com`);
    assert.equal(mailtoUrl('contato@example.com'), 'mailto:contato@example.com');
  });

  test('WhatsApp: the owner’s message by default, the given text otherwise; none without a phone', () => {
    assert.equal(whatsappUrl(owner), 'https://wa.me/5551900000000?text=Ol%C3%A1!');
    assert.equal(new URL(whatsappUrl(owner, 'Oi, Júlia')!).searchParams.get('text'), 'Oi, Júlia');
    assert.equal(whatsappUrl({ phone: undefined, whatsappMessage: undefined }, 'x'), null);
  });

  test('a message too long for wa.me is cut to fit, with an ellipsis, never inside a character', () => {
    const long = 'ação 🙂 '.repeat(400);
    const url = whatsappUrl(owner, long)!;
    assert.ok(url.length <= MAX_WHATSAPP_URL_LENGTH, `${url.length}`);
    const text = new URL(url).searchParams.get('text')!;
    assert.ok(text.endsWith('…'));
    assert.ok(long.startsWith(text.slice(0, -1)));
    assert.ok(url.length > MAX_WHATSAPP_URL_LENGTH - 20, 'cut no more than needed');
  });
});
