import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canSubmit, submitHint, validateContact, validateField, type ContactField } from '../../src/lib/validation';

const cases: [ContactField, string, string | undefined][] = [
  ['nome', '', 'Nome é obrigatório'],
  ['nome', '   ', 'Nome é obrigatório'],
  ['nome', 'Ana', undefined],
  ['nome', 'José Ñúñez 山田', undefined],
  ['email', '', 'Email é obrigatório'],
  ['email', 'ana', 'Email inválido'],
  ['email', 'ana@', 'Email inválido'],
  ['email', 'ana@exemplo', 'Email inválido'],
  ['email', 'ana @exemplo.com', 'Email inválido'],
  ['email', ' ana@exemplo.com', 'Email inválido'],
  ['email', 'ana@exemplo.com ', 'Email inválido'],
  ['email', 'ana@@exemplo.com', 'Email inválido'],
  ['email', 'ana.silva+site@exemplo.com.br', undefined],
  ['email', 'josé@exemplo.com', undefined],
  ['assunto', '', 'Assunto é obrigatório'],
  ['assunto', 'Proposta', undefined],
  ['mensagem', '', 'Mensagem é obrigatória'],
  ['mensagem', '123456789', 'Mensagem deve ter pelo menos 10 caracteres'],
  ['mensagem', '   123456789   ', 'Mensagem deve ter pelo menos 10 caracteres'],
  ['mensagem', '          ', 'Mensagem deve ter pelo menos 10 caracteres'],
  ['mensagem', '1234567890', undefined],
  ['mensagem', '  1234567890  ', undefined],
  ['mensagem', 'Olá! 👋🏽 مرحبا', undefined],
];

describe('contact validation', () => {
  for (const [field, value, expected] of cases) {
    test(`${field} ${JSON.stringify(value)} -> ${expected ?? 'valid'}`, () => {
      assert.equal(validateField(field, value), expected);
    });
  }

  test('all fields at once', () => {
    assert.deepEqual(validateContact({ nome: '', email: 'x', assunto: 'a', mensagem: 'curta' }), {
      nome: 'Nome é obrigatório',
      email: 'Email inválido',
      mensagem: 'Mensagem deve ter pelo menos 10 caracteres',
    });
    assert.deepEqual(validateContact({ nome: 'Ana', email: 'ana@exemplo.com', assunto: 'Oi', mensagem: 'Mensagem longa' }), {});
  });

  test('submit is allowed only with every field filled and no error shown', () => {
    const filled = { nome: 'Ana', email: 'ana@exemplo.com', assunto: 'Oi', mensagem: 'Mensagem longa' };
    assert.equal(canSubmit(filled, {}), true);
    assert.equal(canSubmit({ ...filled, assunto: '' }, {}), false);
    assert.equal(canSubmit(filled, { email: 'Email inválido' }), false);
  });

  test('the hint names what still keeps the form from being sent, in the order of the form', () => {
    const empty = { nome: '', email: '', assunto: '', mensagem: '' };
    assert.equal(submitHint(empty, {}), 'Para enviar, complete: Nome, Email, Assunto e Mensagem.');
    assert.equal(submitHint({ ...empty, nome: 'Ana', assunto: 'Oi' }, {}), 'Para enviar, complete: Email e Mensagem.');
    const filled = { nome: 'Ana', email: 'ana@', assunto: 'Oi', mensagem: 'Uma mensagem longa' };
    assert.equal(submitHint(filled, { email: 'Email inválido' }), 'Para enviar, complete: Email.');
    assert.equal(submitHint({ ...filled, email: 'ana@exemplo.com' }, {}), null);
  });
});
