// What a visitor types or uses before the page's script has made it interactive is kept, and counts once.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { sectionsUi as enSections } from '../../src/catalogues/sections/en';
import { sectionsUi as ptSections } from '../../src/catalogues/sections/pt-BR';
import { ui as enUi } from '../../src/catalogues/en';
import { ui as ptUi } from '../../src/catalogues/pt-BR';
import { allHydrated } from '../support/hydration';
import { holdAppScript } from '../support/appScript';
import { DESKTOP, openPage, PHONE_390, settled } from '../support/pages';
import { siteContent, siteTranslation } from '../support/content';
import { useSiteWithProvider } from '../support/provider';

const EDITIONS = [
  { root: '', language: 'pt-BR', form: ptSections.form, ui: ptUi },
  ...(siteTranslation ? [{ root: '/en', language: 'en', form: enSections.form, ui: enUi }] : []),
] as const;
const DEVICES = [
  ['390 px', PHONE_390],
  ['1366 px', { viewport: { width: 1366, height: 800 } }],
] as const;

const typed = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  assunto: 'Proposta de trabalho',
  mensagem: `Olá, ${siteContent.owner.firstName}! Vamos conversar sobre um projeto?`,
};
type Fields = typeof typed;

/**
 * What the browser's autofill does: every field set in one go, each announcing its input. Through
 * the element's own setter, as the browser sets it: a script's `field.value = …` is seen by React's
 * value tracking, which would then take the input event for no change.
 */
function autofill(page: Page, values: Fields) {
  return page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contato-${name}`)!;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values);
}

async function typeKeyByKey(page: Page, values: Fields) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#contato-${name}`).pressSequentially(value);
}

const fieldValues = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['nome', 'email', 'assunto', 'mensagem'].map((name) => [
        name,
        document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contato-${name}`)!.value,
      ]),
    ),
  );

describe('input made before the page is interactive', () => {
  const stand = useSiteWithProvider();
  const { site } = stand;

  /** Once the app has started and the form is live: the fields still hold the text, which sends as typed. */
  async function sendsAsTyped(page: Page, edition: (typeof EDITIONS)[number], problems: string[]) {
    await settled(page);
    await allHydrated(page, ['contato']);
    assert.deepEqual(await fieldValues(page), typed, 'what was typed is still in the fields');
    const send = page.getByRole('button', { name: edition.form.send });
    await page.waitForFunction((label) => {
      const button = [...document.querySelectorAll('button')].find((each) => each.textContent === label);
      return button !== undefined && !button.disabled;
    }, edition.form.send);
    assert.equal(await page.locator('.contact-form__hint').count(), 0, 'no field is asked for');
    const before = stand.provider.received.length;
    await send.click();
    await page.getByText(edition.form.success).waitFor();
    assert.equal(stand.provider.received.length, before + 1);
    const sent = JSON.parse(stand.provider.received.at(-1)!.body).template_params;
    assert.deepEqual(
      { nome: sent.from_name, email: sent.from_email, assunto: sent.subject, mensagem: sent.message, language: sent.language },
      { ...typed, language: edition.language },
    );
    assert.deepEqual(problems, []);
  }

  for (const edition of EDITIONS) {
    for (const [size, device] of DEVICES) {
      const where = `${edition.root || '/'} at ${size}`;

      test(`${where}: fields autofilled right after the load event are kept, and the form sends them`, async () => {
        stand.provider.setMode('ok');
        const { page, problems } = await openPage(site.browser, device);
        await page.goto(`${site.url}${edition.root}/`, { waitUntil: 'load' });
        await autofill(page, typed);
        await sendsAsTyped(page, edition, problems);
      });

      test(`${where}: fields typed key by key before the app's script has arrived are kept, and the form sends them`, async () => {
        stand.provider.setMode('ok');
        const { page, problems } = await openPage(site.browser, device);
        const script = await holdAppScript(page);
        await page.goto(`${site.url}${edition.root}/`, { waitUntil: 'domcontentloaded' });
        await script.asked;
        await typeKeyByKey(page, typed);
        script.release();
        await sendsAsTyped(page, edition, problems);
      });

      test(`${where}: after a move inside the app, fields filled at once are kept, and the form sends them`, async () => {
        stand.provider.setMode('ok');
        const { page, problems } = await openPage(site.browser, device);
        page.on('dialog', (dialog) => void dialog.dismiss());
        await page.goto(`${site.url}${edition.root}/404`);
        await settled(page);
        await page.getByRole('link', { name: edition.ui.notFound.home }).click();
        await page.locator('#contato-nome').waitFor({ state: 'attached' });
        await autofill(page, typed);
        await sendsAsTyped(page, edition, problems);
      });
    }
  }

  const disclosure = siteContent.experiences.find((experience) => experience.interactive);
  test('a disclosure opened before the app has started stays open once it has: opened once', { skip: !disclosure }, async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    const script = await holdAppScript(page);
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await script.asked;
    await page.locator('#experiencia summary').first().click();
    script.release();
    await settled(page);
    await allHydrated(page, ['experiencia']);
    // Clicked again once the section is live, it closes: the page handled the first click once, natively.
    assert.equal(await page.locator('#experiencia details').first().getAttribute('open'), '');
    await page.locator('#experiencia summary').first().click();
    assert.equal(await page.locator('#experiencia details').first().getAttribute('open'), null);
    assert.deepEqual(problems, []);
  });
});
