import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sectionsUi } from '../../src/catalogues/sections';
import { ContactForm } from '../../src/components/ContactForm';
import { owner } from 'site:content/owner';
import { config } from '../../src/lib/config';
import { measureAccepted } from '../support/analytics';

let requests: { url: string; body: string }[] = [];
let respond: () => Promise<Response> = async () => new Response('OK');
let events: unknown[][] = [];
const unconfigured = { ...config.emailjs };
const unguarded = { ...config.contactGuards };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Enviar Mensagem|Enviando/ });
const valid = { Nome: 'Ana Souza', Email: 'ana@exemplo.com', Assunto: 'Proposta', Mensagem: 'Olá! Podemos conversar?' };

function fill(values: Record<string, string> = valid) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(submitButton().closest('form')!);
  });
}

/** After the alert: the typed message, ready in the visitor's e-mail app, and on WhatsApp when the owner has it. */
function assertOtherWays() {
  const mail = new URL(screen.getByRole('link', { name: sectionsUi.form.viaEmail }).getAttribute('href')!);
  assert.equal(mail.pathname, owner.email);
  assert.equal(mail.searchParams.get('subject'), valid.Assunto);
  assert.equal(mail.searchParams.get('body'), `${valid.Mensagem}\n\n${valid.Nome}\n${valid.Email}`);
  const whatsapp = screen.queryByRole('link', { name: new RegExp(sectionsUi.form.viaWhatsapp) });
  assert.equal(whatsapp !== null, owner.phone !== undefined);
  if (whatsapp)
    assert.match(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!, new RegExp(valid.Mensagem.replace(/[!?]/g, '\\$&')));
}

describe('contact form', () => {
  // In the suite, not at the top of the file: there they would run around every test of the files
  // run after this one in the same process.
  let realFetch: typeof fetch;
  beforeEach(() => {
    requests = [];
    events = [];
    respond = async () => new Response('OK');
    Object.assign(config.emailjs, { serviceId: 'service_x', templateId: 'template_x', publicKey: 'pk_x', apiOrigin: 'http://127.0.0.1:9' });
    realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, body: init.body as string });
      return respond();
    }) as typeof fetch;
    measureAccepted();
    window.gtag = (...args: unknown[]) => void events.push(args);
  });
  afterEach(() => {
    Object.assign(config.emailjs, unconfigured);
    Object.assign(config.contactGuards, unguarded);
    localStorage.clear();
    globalThis.fetch = realFetch;
    delete window.gtag;
  });

  test('labelled fields, no native validation, submit disabled until every field is filled', () => {
    render(<ContactForm />);
    assert.ok(screen.getByRole('heading', { name: 'Envie uma Mensagem' }));
    assert.equal(submitButton().closest('form')!.noValidate, true);
    assert.equal(submitButton().disabled, true);
    fill({ ...valid, Assunto: '' });
    assert.equal(submitButton().disabled, true);
    // The disabled button says why, through a description, not an alert.
    const hint = document.getElementById(submitButton().getAttribute('aria-describedby')!);
    assert.equal(hint?.textContent, 'Para enviar, complete: Assunto.');
    assert.equal(hint?.closest('[role="alert"], [role="status"], [aria-live]'), null);
    fill();
    assert.equal(submitButton().disabled, false);
    assert.equal(submitButton().getAttribute('aria-describedby'), null);
    assert.equal(screen.queryByText(/^Para enviar/), null);
  });

  test('a field is checked when it loses focus, its error tied to it; editing clears that error only', () => {
    render(<ContactForm />);
    fireEvent.change(field('Email'), { target: { value: 'ana@' } });
    fireEvent.blur(field('Email'));
    fireEvent.blur(field('Nome'));
    const email = field('Email');
    assert.equal(email.getAttribute('aria-invalid'), 'true');
    assert.equal(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent, 'Email inválido');
    assert.ok(screen.getByText('Nome é obrigatório'));
    fireEvent.change(email, { target: { value: 'ana@exemplo.com' } });
    assert.equal(screen.queryByText('Email inválido'), null);
    assert.equal(email.getAttribute('aria-invalid'), null);
    assert.ok(screen.getByText('Nome é obrigatório'), 'editing one field cleared another field’s error');
  });

  test('an invalid submit shows every error, focuses the first invalid field and sends nothing', async () => {
    render(<ContactForm />);
    fill({ Nome: '   ', Email: 'x', Assunto: 'a', Mensagem: 'curta' });
    await submit();
    assert.ok(screen.getByText('Nome é obrigatório'));
    assert.ok(screen.getByText('Email inválido'));
    assert.ok(screen.getByText('Mensagem deve ter pelo menos 10 caracteres'));
    assert.equal(document.activeElement, field('Nome'));
    assert.equal(requests.length, 0);
  });

  test('success: sends the template params, shows the message, clears the fields and the draft', async () => {
    render(<ContactForm />);
    fill();
    assert.ok(sessionStorage.getItem('contact-draft'));
    let release!: () => void;
    respond = () => new Promise((resolve) => (release = () => resolve(new Response('OK'))));
    await submit();
    assert.equal(submitButton().textContent, 'Enviando…');
    assert.equal(submitButton().disabled, true);
    // The e-mail client is loaded on the first send, then the request leaves.
    await waitFor(() => assert.equal(requests.length, 1));
    await act(async () => release());
    assert.equal(requests.length, 1);
    assert.equal(requests[0].url, 'http://127.0.0.1:9/api/v1.0/email/send');
    assert.deepEqual(JSON.parse(requests[0].body).template_params, {
      from_name: 'Ana Souza',
      from_email: 'ana@exemplo.com',
      to_email: owner.email,
      subject: 'Proposta',
      message: 'Olá! Podemos conversar?',
      language: 'pt-BR',
    });
    assert.equal(screen.getByRole('status').textContent, sectionsUi.form.success);
    assert.equal(screen.getByRole('alert').textContent, '');
    assert.equal(field('Nome').value, '');
    assert.equal(field('Mensagem').value, '');
    assert.equal(sessionStorage.getItem('contact-draft'), null);
    assert.deepEqual(
      events.map((event) => (event[2] as { label: string }).label),
      ['submit', 'success'],
    );
    assert.ok(
      !JSON.stringify(events).includes('ana@exemplo.com') && !JSON.stringify(events).includes('Ana Souza'),
      'personal data in analytics',
    );
  });

  test('failure: the red alert, and everything typed stays', async () => {
    render(<ContactForm />);
    fill();
    respond = async () => new Response('Internal error', { status: 500 });
    await submit();
    await waitFor(() => assert.equal(screen.getByRole('alert').textContent, sectionsUi.form.error));
    assert.equal(field('Nome').value, 'Ana Souza');
    assert.equal(field('Mensagem').value, 'Olá! Podemos conversar?');
    assert.ok(sessionStorage.getItem('contact-draft'));
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'form', label: 'error_500' }]);
    assertOtherWays();
  });

  test('a second message at once: the visitor is told how long to wait, nothing is sent, and what was typed stays', async () => {
    Object.assign(config.contactGuards, { rateLimitSeconds: 10 });
    render(<ContactForm />);
    fill();
    await submit();
    await waitFor(() => assert.equal(screen.getByRole('status').textContent, sectionsUi.form.success));
    fill();
    await submit();
    await waitFor(() => assert.match(screen.getByRole('alert').textContent, /^Aguarde (9|10) segundos para enviar outra mensagem\.$/));
    assert.equal(requests.length, 1);
    assert.equal(field('Mensagem').value, valid.Mensagem);
    assert.equal(screen.queryByRole('link', { name: sectionsUi.form.viaEmail }), null);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'form', label: 'error_429' }]);
  });

  test('a blocked address: the red alert with the other ways, never a success, and nothing sent', async () => {
    Object.assign(config.contactGuards, { blockList: [valid.Email] });
    render(<ContactForm />);
    fill();
    await submit();
    await waitFor(() => assert.equal(screen.getByRole('alert').textContent, sectionsUi.form.error));
    assert.equal(screen.getByRole('status').textContent, '');
    assert.equal(requests.length, 0);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'form', label: 'error_403' }]);
    assertOtherWays();
  });

  test('missing or placeholder configuration: the alert, and no request at all', async () => {
    Object.assign(config.emailjs, { serviceId: 'your_service_id' });
    render(<ContactForm />);
    fill();
    await submit();
    assert.equal(screen.getByRole('alert').textContent, sectionsUi.form.error);
    assert.equal(requests.length, 0);
    assert.equal(field('Assunto').value, 'Proposta');
    assertOtherWays();
  });

  test('a filled honeypot shows success and sends nothing', async () => {
    render(<ContactForm />);
    fill();
    (document.getElementById('contato-website') as HTMLInputElement).value = 'http://spam.example';
    await submit();
    assert.equal(screen.getByRole('status').textContent, sectionsUi.form.success);
    assert.equal(requests.length, 0);
  });

  test('a double submit sends once', async () => {
    render(<ContactForm />);
    fill();
    await act(async () => {
      const form = submitButton().closest('form')!;
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => assert.ok(screen.getByRole('status').textContent));
    assert.equal(requests.length, 1);
  });

  test('a draft survives a remount (a reload) and is restored', async () => {
    const first = render(<ContactForm />);
    fill({ ...valid, Mensagem: 'Rascunho importante' });
    first.unmount();
    render(<ContactForm />);
    await act(async () => {});
    assert.equal(field('Mensagem').value, 'Rascunho importante');
    assert.equal(field('Nome').value, 'Ana Souza');
  });
});
