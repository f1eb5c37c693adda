import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { LIB_VERSION } from '../../src/lib/email';
import { allHydrated } from '../support/hydration';
import { MOBILE, openPage, settled } from '../support/pages';
import { siteContent } from '../support/content';
import { useSiteWithProvider, type ProviderMode } from '../support/provider';

const { owner } = siteContent;

const ERROR = 'Ocorreu um erro ao enviar a mensagem. Tente novamente ou entre em contato diretamente pelo email.';
const SUCCESS = 'Mensagem enviada com sucesso! Entrarei em contato em breve.';

async function fill(page: Page, values: { nome: string; email: string; assunto: string; mensagem: string }) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#contato-${name}`).fill(value);
}

/**
 * Scrolls until `target`'s bottom edge sits at `edge` ('end': the bottom of the screen, where the
 * scroll-to-top button floats; 'center': mid-screen), lets the page react, and tells whether the
 * button is shown over it.
 */
async function scrollTopCovers(page: Page, selector: string, edge: 'end' | 'center'): Promise<boolean> {
  return page.evaluate(
    async ([selector, edge]) => {
      const target = document.querySelector(selector)!;
      target.scrollIntoView({ block: edge as ScrollLogicalPosition });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const button = document.querySelector('.scroll-top')!;
      if (!button.classList.contains('scroll-top--visible')) return false;
      const [a, b] = [button.getBoundingClientRect(), target.getBoundingClientRect()];
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    },
    [selector, edge] as const,
  );
}

const typed = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  assunto: 'Proposta de trabalho',
  mensagem: `Olá, ${owner.firstName}! Vamos conversar sobre um projeto?`,
};

describe('contact form against a provider stand-in', () => {
  const stand = useSiteWithProvider();
  const { site } = stand;

  async function openForm(options = {}) {
    const watched = await openPage(site.browser, options);
    await watched.page.goto(`${site.url}/#contato`);
    await settled(watched.page);
    // Typed before the form has hydrated, text would stay in the fields and never reach its state.
    await allHydrated(watched.page, ['contato']);
    return watched;
  }

  test('a successful send: the provider receives the exact JSON, the visitor sees the success message', async () => {
    stand.provider.setMode('ok');
    const before = stand.provider.received.length;
    const { page, problems } = await openForm();
    await fill(page, typed);
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await page.getByText(SUCCESS).waitFor();
    const request = stand.provider.received.at(-1)!;
    assert.equal(stand.provider.received.length, before + 1);
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/api/v1.0/email/send');
    assert.match(request.headers['content-type']!, /^application\/json/);
    assert.equal(
      request.body,
      JSON.stringify({
        lib_version: LIB_VERSION,
        user_id: 'pk_e2e',
        service_id: 'service_e2e',
        template_id: 'template_e2e',
        template_params: {
          from_name: typed.nome,
          from_email: typed.email,
          to_email: owner.email,
          subject: typed.assunto,
          message: typed.mensagem,
          language: 'pt-BR',
        },
      }),
    );
    assert.equal(await page.locator('#contato-nome').inputValue(), '');
    assert.deepEqual(problems, []);
  });

  for (const mode of ['400', '500', 'drop', 'slow'] as ProviderMode[]) {
    test(`provider ${mode}: the alert, and every field kept`, async () => {
      stand.provider.setMode(mode);
      const { page, problems } = await openForm();
      if (mode === 'slow') await page.clock.install();
      await fill(page, typed);
      await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
      if (mode === 'slow') {
        await page.getByRole('button', { name: 'Enviando…' }).waitFor();
        await page.clock.runFor(16_000);
      }
      await page.getByText(ERROR).waitFor();
      for (const [name, value] of Object.entries(typed)) assert.equal(await page.locator(`#contato-${name}`).inputValue(), value);
      // The message as typed, one tap away in the visitor's e-mail app.
      const mail = new URL((await page.getByRole('link', { name: 'Enviar pelo aplicativo de e-mail' }).getAttribute('href'))!);
      assert.deepEqual([mail.pathname, mail.searchParams.get('subject')], [owner.email, typed.assunto]);
      assert.ok(mail.searchParams.get('body')!.startsWith(typed.mensagem));
      // The browser itself reports failed requests; our page must add nothing of its own.
      assert.deepEqual(
        problems.filter((problem) => !problem.includes('Failed to load resource') && !problem.includes(stand.provider.origin)),
        [],
      );
    });
  }

  test('a reload restores the draft', async () => {
    const { page, problems } = await openForm();
    await fill(page, typed);
    await page.reload();
    await settled(page);
    // The draft comes back from an effect of the form, once #contato has hydrated, which may be after the start.
    await page.waitForFunction(
      ({ mensagem, email }) =>
        document.querySelector<HTMLTextAreaElement>('#contato-mensagem')!.value === mensagem &&
        document.querySelector<HTMLInputElement>('#contato-email')!.value === email,
      typed,
    );
    assert.deepEqual(problems, []);
  });

  test('a double click sends once', async () => {
    stand.provider.setMode('ok');
    const before = stand.provider.received.length;
    const { page, problems } = await openForm();
    await fill(page, typed);
    // Every send the page starts, and when each is over: a second send would start on the second
    // click, long before the first answer brings the success message.
    const sends: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stand.provider.origin)) sends.push(request.response());
    });
    await page.getByRole('button', { name: 'Enviar Mensagem' }).dblclick();
    await page.getByText(SUCCESS).waitFor();
    await Promise.all(sends);
    assert.equal(sends.length, 1);
    assert.equal(stand.provider.received.length, before + 1);
    assert.deepEqual(problems, []);
  });

  test('on a 390x844 phone the scroll-to-top button covers neither the submit button nor the message', async () => {
    stand.provider.setMode('ok');
    const { page, problems } = await openForm({ ...MOBILE, viewport: { width: 390, height: 844 } });
    await fill(page, typed);
    for (const edge of ['end', 'center'] as const)
      assert.equal(await scrollTopCovers(page, '.contact-form__submit', edge), false, `submit at ${edge}`);
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await page.getByText(SUCCESS).waitFor();
    for (const edge of ['end', 'center'] as const)
      assert.equal(await scrollTopCovers(page, '.alert--success', edge), false, `message at ${edge}`);
    // Past the form, the button is back.
    await page.locator('.footer').scrollIntoViewIfNeeded();
    await page.locator('.scroll-top.scroll-top--visible').waitFor();
    assert.deepEqual(problems, []);
  });

  test('long and odd input keeps the layout and is sent exactly as typed', async () => {
    stand.provider.setMode('ok');
    const odd = {
      nome: 'Ñ'.repeat(150) + 'נעמי כהן '.repeat(20).slice(0, 150),
      email: 'ana@exemplo.com',
      assunto: 'Olá 👋🏽 مرحبا بالعالم',
      mensagem: 'Mensagem longa com emoji 🚀 e texto em árabe مرحبا. '.repeat(200).slice(0, 10_000),
    };
    assert.equal(odd.nome.length, 300);
    assert.equal(odd.mensagem.length, 10_000);
    const { page, problems } = await openForm(MOBILE);
    await fill(page, odd);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.equal(overflow, 0, 'the layout overflows sideways');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await page.getByText(SUCCESS).waitFor();
    const sent = JSON.parse(stand.provider.received.at(-1)!.body).template_params;
    assert.equal(sent.from_name, odd.nome);
    assert.equal(sent.subject, odd.assunto);
    assert.equal(sent.message, odd.mensagem);
    assert.deepEqual(problems, []);
  });
});
