// The contact form's guards in headless Chromium (issue 47): the e-mail client's own options, set by the build.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { sectionsUi } from '../../src/catalogues/sections/pt-BR';
import { allHydrated } from '../support/hydration';
import { openPage, settled } from '../support/pages';
import { SENDING_GUARDS, useSiteWithProvider } from '../support/provider';

const message = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  assunto: 'Proposta de trabalho',
  mensagem: 'Olá! Podemos conversar sobre um projeto?',
};

async function openForm(page: Page, url: string) {
  await page.goto(`${url}/#contato`);
  await settled(page);
  await allHydrated(page, ['contato']);
}

async function send(page: Page, values: typeof message) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#contato-${name}`).fill(value);
  await page.getByRole('button', { name: sectionsUi.form.send }).click();
}

const fieldValues = (page: Page) => Promise.all(Object.keys(message).map((name) => page.locator(`#contato-${name}`).inputValue()));

describe('with the default guards', () => {
  // Only the provider's ids and origin: every guard as an owner gets it without setting anything.
  const stand = useSiteWithProvider({});

  test('a headless browser sends nothing: the error alert and the other ways, never a success', async () => {
    stand.provider.setMode('ok');
    const before = stand.provider.received.length;
    const { page, problems } = await openPage(stand.site.browser);
    await openForm(page, stand.site.url);
    await send(page, message);
    await page.getByRole('alert').getByText(sectionsUi.form.error).waitFor();
    assert.ok(await page.getByRole('link', { name: sectionsUi.form.viaEmail }).isVisible());
    assert.equal(await page.getByText(sectionsUi.form.success).count(), 0);
    assert.equal(stand.provider.received.length, before);
    assert.deepEqual(problems, []);
  });
});

describe('with headless browsers allowed, as the sending suites build', () => {
  const stand = useSiteWithProvider();

  test('a first message goes; a second one at once does not, the visitor is told to wait, and keeps what was typed', async () => {
    stand.provider.setMode('ok');
    const before = stand.provider.received.length;
    const { page, problems } = await openPage(stand.site.browser);
    await openForm(page, stand.site.url);
    await send(page, message);
    await page.getByText(sectionsUi.form.success).waitFor();
    await send(page, message);
    await page
      .getByRole('alert')
      .getByText(/^Aguarde \d+ segundos? para enviar outra mensagem\.$/)
      .waitFor();
    assert.deepEqual(await fieldValues(page), Object.values(message));
    assert.equal(stand.provider.received.length, before + 1);
    assert.deepEqual(problems, []);
  });

  test('an address on the block list sends nothing: the error alert, never a success', async () => {
    stand.provider.setMode('ok');
    const before = stand.provider.received.length;
    const { page, problems } = await openPage(stand.site.browser);
    await openForm(page, stand.site.url);
    await send(page, { ...message, email: SENDING_GUARDS.CONTACT_BLOCK_LIST });
    await page.getByRole('alert').getByText(sectionsUi.form.error).waitFor();
    assert.equal(await page.getByText(sectionsUi.form.success).count(), 0);
    assert.equal(stand.provider.received.length, before);
    assert.deepEqual(problems, []);
  });
});
