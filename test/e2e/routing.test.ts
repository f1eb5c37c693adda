import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countReaches, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { caseStudyPath } from '../../src/lib/pagePaths';
import { narrowingProjectFilter, siteCaseStudies, siteContent } from '../support/content';

const { owner } = siteContent;
/** The home page's title: the first name, with the section once one is read. */
const HOME_TITLES = [owner.firstName, `${owner.firstName} | Início`];

describe('routing in Chromium', () => {
  const site = useSite();

  test('a direct load of / hydrates the prerendered home page', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    await settled(page);
    assert.ok(HOME_TITLES.includes(await page.title()), await page.title());
    assert.equal(await page.locator('h1').textContent(), owner.name);
    // Hydrated: a click on a filter changes the grid (only a live React tree can do that).
    const filter = narrowingProjectFilter();
    await page.locator('#meus-projetos').getByRole('button', { name: filter.label, exact: true }).click();
    await countReaches(page, '#meus-projetos .project-card', filter.count);
    assert.deepEqual(problems, []);
  });

  test("a page's file address (`/index.html`, a case study's `.html`) keeps that page, never the not-found one", async () => {
    const { page, problems } = await openPage(site.browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const pages = [
      { file: '/index.html', heading: owner.name },
      ...siteCaseStudies.slice(0, 1).map((id) => ({
        file: `${caseStudyPath(id, 'pt-BR')}.html`,
        heading: siteContent.projects.find((project) => project.id === id)!.title,
      })),
    ];
    for (const { file, heading } of pages) {
      await page.goto(`${site.url}${file}`);
      await settled(page);
      assert.equal(new URL(page.url()).pathname, file);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), heading);
    }
    // The page in the document is the one shown: the app asks for no page file of its own (it did:
    // `/projetos/x.html.json`, a 404, and the not-found page replaced the case study).
    assert.deepEqual(
      asked.filter((path) => path.endsWith('.json') && !path.includes('/pagefind/')),
      [],
    );
    assert.deepEqual(problems, []);
  });

  test('a direct load of /404 shows the not-found page', async () => {
    const { page, problems } = await openPage(site.browser);
    const response = await page.goto(`${site.url}/404`);
    assert.equal(response?.status(), 200);
    await settled(page);
    assert.equal(await page.title(), 'Página não encontrada');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Erro 404: Página não encontrada');
    // Not a dead end: the site's header, its menu and search, as on every page (issue 71).
    const header = page.getByRole('banner');
    assert.ok((await header.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link').count()) > 1);
    assert.equal(await header.getByRole('button', { name: 'Buscar' }).count(), 1);
    assert.deepEqual(problems, []);
  });

  test('an unknown path lands on /404 by replacement, and Back and Forward behave', async () => {
    const { page, problems, expectNotFound } = await openPage(site.browser);
    expectNotFound(`${site.url}/qualquer/coisa`);
    await page.goto(`${site.url}/`);
    const entriesAtHome = await page.evaluate(() => history.length);
    await page.goto(`${site.url}/qualquer/coisa`);
    await page.waitForURL(`${site.url}/404`);
    assert.equal(await page.title(), 'Página não encontrada');
    assert.equal(await page.evaluate(() => history.length), entriesAtHome + 1, 'the redirect added a history entry');
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    assert.equal(await page.locator('h1').textContent(), owner.name);
    await page.goForward();
    await page.waitForURL(`${site.url}/404`);
    await page.getByRole('link', { name: 'Voltar para a Home' }).click();
    await page.waitForURL(`${site.url}/`);
    assert.equal(await page.locator('h1').textContent(), owner.name);
    assert.ok(HOME_TITLES.includes(await page.title()), await page.title());
    assert.deepEqual(problems, []);
  });

  test('the link home navigates on the client, without a reload', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/404`);
    await settled(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Voltar para a Home' }).click();
    await page.waitForURL(`${site.url}/`);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    assert.deepEqual(problems, []);
  });

  test('the Open Graph image, icons and manifest are served with 200', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const paths = [
      ...[...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map(([, href]) => href),
      new URL(html.match(/<meta property="og:image" content="([^"]+)"/)![1]).pathname,
    ];
    assert.ok(paths.length >= 5);
    for (const path of paths) {
      const response = await fetch(`${site.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.ok((await response.arrayBuffer()).byteLength > 0, path);
    }
  });
});
