import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { groupSkills, skillGroups } from '../../src/lib/skills';
import { allHydrated } from '../support/hydration';
import { countReaches, DESKTOP, MOBILE, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { narrowingProjectFilter, siteContent } from '../support/content';

const { owner, homeSections, projects, skills, experiences, mainTechnologies } = siteContent;
/** One text of each section, as the content says it: the first skill is the first of the first group shown. */
const SECTION_TEXTS = [
  owner.name,
  'Principais Tecnologias',
  mainTechnologies[0],
  projects[0]?.title,
  groupSkills(skills, skillGroups)[0]?.skills[0]?.name,
  experiences[0]?.title,
  'Informações de Contato',
].filter((text): text is string => text !== undefined);

describe('without JavaScript, and when the browser lacks things', () => {
  const site = useSite();

  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`no JavaScript (${name}): every section readable, anchors work, channels usable, the form points to e-mail`, async () => {
      const { page, problems } = await openPage(site.browser, { ...device, javaScriptEnabled: false });
      await page.goto(`${site.url}/`);
      for (const text of SECTION_TEXTS) {
        assert.ok(await page.getByText(text, { exact: true }).first().isVisible(), `"${text}" is not visible`);
      }
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const hiddenByStyle = await page.evaluate(
        () => [...document.querySelectorAll('main *')].filter((element) => Number(getComputedStyle(element).opacity) === 0).length,
      );
      assert.equal(hiddenByStyle, 0, 'something is left transparent without JavaScript');
      const link = page.locator('.nav-list').getByRole('link', { name: 'Experiencia' });
      assert.ok(await link.isVisible(), 'the navigation is not reachable without JavaScript');
      await link.click();
      await page.waitForURL(/#experiencia$/);
      const top = await page.evaluate(() => document.getElementById('experiencia')!.getBoundingClientRect().top);
      assert.ok(top >= 0 && top <= 120, `the section landed at ${top}px`);
      // Playwright's text search skips <noscript>; the element itself tells.
      const notice = page.locator('.contact-form__noscript');
      assert.ok(await notice.isVisible(), 'the form does not say it needs JavaScript');
      assert.match((await notice.textContent())!, /^O formulário precisa de JavaScript\./);
      assert.equal(await notice.locator('a').getAttribute('href'), `mailto:${owner.email}`);
      assert.ok((await page.locator(`a[href="mailto:${owner.email}"]`).count()) >= 2);
      // A button that needs a script to work is not offered without one (the browser's own print stays).
      assert.equal(await page.getByRole('button', { name: 'Imprimir currículo' }).isVisible(), false);
      // WhatsApp only for an owner with a phone.
      assert.equal(await page.locator('a[href^="https://wa.me/"]').count(), owner.phone ? 1 : 0);
      assert.deepEqual(problems, []);
    });
  }

  test('storage that throws, no IntersectionObserver, ResizeObserver or matchMedia: the page still works', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    // A string, not a function: the test runner's transform would add helpers the page lacks.
    await page.addInitScript({
      content: `
        const deny = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
        Object.defineProperty(window, 'localStorage', { get: deny });
        Object.defineProperty(window, 'sessionStorage', { get: deny });
        for (const name of ['IntersectionObserver', 'ResizeObserver', 'matchMedia']) {
          Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
        }
        window.__brokenBrowser = true;`,
    });
    await page.goto(`${site.url}/`);
    await settled(page);
    assert.deepEqual(
      await page.evaluate(() => [(window as unknown as { __brokenBrowser?: boolean }).__brokenBrowser, typeof window.IntersectionObserver]),
      [true, 'undefined'],
    );
    assert.equal(await page.locator('h1').textContent(), owner.name);
    assert.equal(await page.locator('main > section').count(), homeSections.length);
    // A section hides its content, if it ever does, once hydrated: idle time hydrates them all here.
    await allHydrated(page);
    assert.equal(await page.locator('.reveal-hidden').count(), 0, 'content hidden with no observer to reveal it');
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    assert.match(await page.evaluate(() => document.documentElement.className), /\blight\b/);
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('contato')!.getBoundingClientRect().top - 95) <= 2);
    await page.locator('#contato-nome').fill('Ana');
    const filter = narrowingProjectFilter();
    await page.locator('#meus-projetos').getByRole('button', { name: filter.label, exact: true }).click();
    await countReaches(page, '#meus-projetos .project-card', filter.count);
    assert.deepEqual(problems, []);
  });

  test('e-mail not configured (the default build): the alert, no request made, nothing lost', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    const outgoing: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(site.url)) outgoing.push(request.url());
    });
    await page.goto(`${site.url}/#contato`);
    await settled(page);
    // Typed before the form has hydrated, text would stay in the fields and never reach its state.
    await allHydrated(page, ['contato']);
    await page.locator('#contato-nome').fill('Ana');
    await page.locator('#contato-email').fill('ana@exemplo.com');
    await page.locator('#contato-assunto').fill('Oi');
    await page.locator('#contato-mensagem').fill('Uma mensagem qualquer.');
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await page.getByText('Ocorreu um erro ao enviar a mensagem.', { exact: false }).waitFor();
    assert.equal(await page.locator('#contato-mensagem').inputValue(), 'Uma mensagem qualquer.');
    assert.deepEqual(outgoing, []);
    assert.deepEqual(problems, []);
  });
});
