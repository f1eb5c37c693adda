// What a privacy dialog says about measurement: the analytics providers it names. An owner's privacy
// statement must describe the processing that happens and only that (LGPD art. 9, GDPR art. 13), so each
// build's dialog names exactly the provider it sends to, or none.
import type { Page } from 'playwright-core';
import { audienceUi } from '../../src/catalogues/audience/pt-BR';
import { ui as pt } from '../../src/catalogues/pt-BR';

const PROVIDERS = ['Google Analytics', ...Object.values(audienceUi.providers)];

/** The providers the open privacy dialog's text names, in that list's order. */
export async function providersInPrivacyText(page: Page, ui = pt): Promise<string[]> {
  await page.getByRole('button', { name: ui.footer.privacy }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.dialog__title').waitFor();
  const text = await dialog.innerText();
  return PROVIDERS.filter((provider) => text.includes(provider));
}
