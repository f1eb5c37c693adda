import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CLICK_ID_KEYS, UTM_KEYS } from '../../src/lib/campaign';
import { allHydrated } from '../support/hydration';
import { countReaches, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { narrowingProjectFilter, siteContent } from '../support/content';

const { owner } = siteContent;

const NOT_FOUND_HEADING = 'Erro 404: Página não encontrada';
const FALLBACK_HEADING = 'Não foi possível exibir esta página';
const CAMPAIGN_KEYS: string[] = [...UTM_KEYS, ...CLICK_ID_KEYS];

/** Addresses a visitor can be sent to by a broken, truncated or hostile link, and where each must land. */
const HOSTILE: { target: string; lands: 'home' | 'not-found' }[] = [
  { target: '/#%E0%A4%A', lands: 'home' },
  { target: '/#%', lands: 'home' },
  { target: '/#contato%ZZ%', lands: 'home' },
  { target: `/#${'%E0%A4%A'.repeat(1024)}`, lands: 'home' },
  { target: '/#<img src=x onerror=alert(1)>', lands: 'home' },
  { target: '/?utm_source=%E0%A4%A&gclid=%&x=%ZZ#%', lands: 'home' },
  { target: `/?${'utm_campaign=%E0%A4%A&'.repeat(360)}q=%F0%9F%98%80`, lands: 'home' },
  { target: '//evil.example/?utm_source=x#contato', lands: 'not-found' },
  { target: '/%E0%A4%A', lands: 'not-found' },
  { target: '/%00', lands: 'not-found' },
  { target: '/..%2f..%2fetc%2fpasswd', lands: 'not-found' },
  { target: '/página/🚀?q=é%#é%', lands: 'not-found' },
  { target: `/${'a/'.repeat(4096)}`, lands: 'not-found' },
  { target: '/404?fbclid=%&utm_medium=%ZZ#%E0%A4%A', lands: 'not-found' },
];

const shortName = (target: string) => (target.length > 60 ? `${target.slice(0, 40)}… (${target.length} characters)` : target);

describe('hostile addresses in Chromium', () => {
  const site = useSite();

  for (const { target, lands } of HOSTILE) {
    test(`${shortName(target)} renders the ${lands === 'home' ? 'home' : 'not-found'} page with no error`, async () => {
      const { page, problems, expectNotFound } = await openPage(site.browser);
      const address = `${site.url}${target}`;
      expectNotFound(new URL(address).href);
      await page.goto(address);
      if (lands === 'not-found') await page.waitForURL((url) => url.pathname === '/404');
      await settled(page);
      assert.equal(new URL(page.url()).origin, site.url, 'the address left the site');
      const heading = page.getByRole('heading', { level: 1 });
      assert.equal(await heading.textContent(), lands === 'home' ? owner.name : NOT_FOUND_HEADING);
      assert.equal(await page.getByText(FALLBACK_HEADING).count(), 0);
      const keys = [...new URL(page.url()).searchParams.keys()];
      assert.deepEqual(
        keys.filter((key) => CAMPAIGN_KEYS.includes(key)),
        [],
        'campaign parameters left in the address',
      );
      if (lands === 'home') {
        // Hydrated and working: only a live React tree changes the grid on a filter click.
        const filter = narrowingProjectFilter();
        await page.locator('#meus-projetos').getByRole('button', { name: filter.label, exact: true }).click();
        await countReaches(page, '#meus-projetos .project-card', filter.count);
        // Every section's code has run with this address before the verdict on errors.
        await allHydrated(page);
      }
      assert.deepEqual(problems, []);
    });
  }

  test('a failure above the sections shows the page fallback: header, a link home and the contact channels', async () => {
    const { page, problems } = await openPage(site.browser);
    // The header measures itself with a ResizeObserver: one that throws breaks the layout itself.
    await page.addInitScript({
      content: `window.ResizeObserver = class { constructor() { throw new Error('ResizeObserver quebrado'); } };`,
    });
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1, name: FALLBACK_HEADING }).waitFor();
    assert.equal(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Voltar ao início/ })
        .getAttribute('href'),
      '/',
    );
    const home = page.getByRole('link', { name: 'Voltar para a Home' });
    assert.ok(await home.isVisible());
    for (const name of ['Email', 'GitHub', 'LinkedIn', ...(owner.phone ? ['WhatsApp'] : [])]) {
      assert.ok(await page.getByRole('link', { name: new RegExp(name) }).isVisible(), name);
    }
    if (!owner.phone) assert.equal(await page.getByRole('link', { name: /WhatsApp/ }).count(), 0, 'WhatsApp without a phone');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0);
    // Caught, the failure is a warning of the page, not an error.
    assert.deepEqual(problems, []);
    await home.click();
    await page.waitForURL(`${site.url}/`);
  });
});
