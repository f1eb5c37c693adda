import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { serveStatic } from '../../tools/localServers/staticServer';
import { allHydrated } from '../support/hydration';
import { buildInto, siteFolder } from '../support/builds';
import { countReaches, imagesLoaded, MOBILE, openPage, settled } from '../support/pages';
import { useServedSite } from '../support/servedSite';
import { narrowingProjectFilter, siteContent } from '../support/content';
import { SENDING_GUARDS, startProviderStandIn } from '../support/provider';

// A GitHub Pages project site: dist/ under /portfolio/, 404.html (status 404) for any unknown path.
const BASE = '/portfolio/';

/** Requests of the page that failed or were refused, but the not-found document asked for on purpose. */
function failedRequests(page: Page, expectedNotFound: string[] = []): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedNotFound.includes(response.url())) failed.push(`${response.url()}: ${response.status()}`);
  });
  return failed;
}

describe('the site under a sub-path, served as GitHub Pages serves a project site', () => {
  let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
  // The server listens first: SITE_URL, known only then, goes into the build.
  const site = useServedSite(async () => {
    provider = await startProviderStandIn();
    const folder = siteFolder('sub-path-e2e');
    const server = await serveStatic(folder, { basePath: BASE });
    const url = `${server.url}${BASE.slice(0, -1)}`;
    buildInto(folder, {
      SITE_URL: url,
      EMAILJS_SERVICE_ID: 'service_e2e',
      EMAILJS_TEMPLATE_ID: 'template_e2e',
      EMAILJS_PUBLIC_KEY: 'pk_e2e',
      EMAILJS_API_ORIGIN: provider.origin,
      // The suite sends a message from headless Chromium.
      ...SENDING_GUARDS,
    });
    return { url, close: server.close };
  });
  after(() => provider?.close());

  test('the page, its images, icons and styles load from under the base; filters and the theme work', async () => {
    const { page, problems } = await openPage(site.browser);
    const failed = failedRequests(page);
    await page.goto(`${site.url}/`);
    await settled(page);
    assert.equal(new URL(page.url()).pathname, BASE);
    assert.ok(await page.locator('h1').isVisible());
    const images = await imagesLoaded(page);
    const { projects, owner } = siteContent;
    const contentImages = projects.filter((project) => project.image).length + (owner.photo ? 1 : 0);
    assert.ok(images.length >= contentImages, images.join(' '));
    for (const src of images) assert.ok(new URL(src).pathname.startsWith(BASE), src);

    const filter = narrowingProjectFilter();
    await page.getByRole('button', { name: filter.label, exact: true }).first().click();
    await countReaches(page, '#meus-projetos .project-card', filter.count);

    const theme = () => page.evaluate(() => (document.documentElement.classList.contains('light') ? 'light' : 'dark'));
    const before = await theme();
    await page.getByRole('button', { name: /^Ativar tema (claro|escuro)$/ }).click();
    const chosen = await theme();
    assert.notEqual(chosen, before);
    await page.reload();
    await settled(page);
    assert.equal(await theme(), chosen, 'the theme did not survive the reload');
    // The reloaded page's images too, lazy ones included, before the verdict on what failed.
    await imagesLoaded(page);
    assert.deepEqual(failed, []);
    assert.deepEqual(problems, []);
  });

  test('navigation moves to each section without leaving the base; the legal text loads lazily from under it', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    const failed = failedRequests(page);
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.nav-list').getByRole('link', { name: 'Contato', exact: true }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('contato')!.getBoundingClientRect().top - 95) <= 2);
    assert.equal(new URL(page.url()).pathname, BASE);
    const legal = page.waitForResponse((response) => /\/assets\/legal-/.test(response.url()));
    await page.getByRole('button', { name: 'Privacidade' }).click();
    assert.ok(new URL((await legal).url()).pathname.startsWith(`${BASE}assets/`));
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(failed, []);
    assert.deepEqual(problems, []);
  });

  test('the contact form sends its message', async () => {
    const { page, problems } = await openPage(site.browser);
    const failed = failedRequests(page);
    await page.goto(`${site.url}/#contato`);
    await settled(page);
    // Typed before the form has hydrated, text would stay in the fields and never reach its state.
    await allHydrated(page, ['contato']);
    const before = provider.received.length;
    const typed = { nome: 'Ana Souza', email: 'ana@exemplo.com', assunto: 'Proposta', mensagem: 'Olá! Vamos conversar sobre um projeto?' };
    for (const [name, value] of Object.entries(typed)) await page.locator(`#contato-${name}`).fill(value);
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await page.getByText('Mensagem enviada com sucesso! Entrarei em contato em breve.').waitFor();
    assert.equal(provider.received.length, before + 1);
    assert.equal(JSON.parse(provider.received.at(-1)!.body).template_params.message, typed.mensagem);
    assert.deepEqual(failed, []);
    assert.deepEqual(problems, []);
  });

  for (const unknown of ['x', 'a/b/c']) {
    test(`${BASE}${unknown} lands on ${BASE}404, whose link home shows the page with its images`, async () => {
      const { page, problems, expectNotFound } = await openPage(site.browser);
      const address = `${site.url}/${unknown}`;
      expectNotFound(address);
      const failed = failedRequests(page, [address]);
      const response = await page.goto(address);
      assert.equal(response?.status(), 404);
      await page.waitForURL(`${site.url}/404`);
      assert.equal(await page.title(), 'Página não encontrada');
      await settled(page);
      await page.getByRole('link', { name: 'Voltar para a Home' }).click();
      await page.waitForURL(`${site.url}/`);
      assert.ok(await page.locator('h1').isVisible());
      // The sections below the first screen render once their file, fetched from under the base, is in.
      await page.locator('#meus-projetos').waitFor();
      // Rendered in the browser, not hydrated: the images come from the manifest the 404 page carries.
      const images = await imagesLoaded(page);
      assert.ok(
        images.some((src) => src.includes(`${BASE}assets/images/`)),
        images.join(' '),
      );
      assert.deepEqual(failed, []);
      assert.deepEqual(problems, []);
    });
  }
});
