// The English edition (/en/) in Chromium: the behaviours of / in English, the language switch both
// ways, and the not-found pages of each edition. Skipped when the content has no translation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ui as en } from '../../src/catalogues/en';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { sectionsUi as enSections } from '../../src/catalogues/sections/en';
import { filterProjects, type ProjectFilter } from '../../src/lib/projects';
import { filterSkills, offeredSkillFilters, type SkillFilter } from '../../src/lib/skills';
import { allHydrated } from '../support/hydration';
import { countReaches, DESKTOP, MOBILE, openPage, settled } from '../support/pages';
import { siteContent, siteTranslation } from '../support/content';
import { useSiteWithProvider } from '../support/provider';
import { axeViolations } from '../support/axe';

const english = siteTranslation!;
const label = (id: string) => english.homeSections.find((section) => section.id === id)!.label;
const typed = { nome: 'Jane Doe', email: 'jane@example.com', assunto: 'A position', mensagem: 'Hello! Could we talk about a role?' };

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#contato-${name}`).fill(value);
}

describe('the English edition in Chromium', { skip: siteTranslation === null && 'the content has no translation' }, () => {
  const stand = useSiteWithProvider();
  const { site } = stand;

  async function open(path: string, options = {}) {
    const watched = await openPage(site.browser, options);
    await watched.page.goto(`${site.url}${path}`);
    await settled(watched.page);
    return watched;
  }

  test('/en/ is the page in English: language, menu, scroll-spy and the document title', async () => {
    const { page, problems } = await open('/en/');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.locator('h1').textContent(), english.owner.name);
    assert.equal(await page.locator('.hero__role').textContent(), english.owner.role);
    const menu = page.locator('.nav-list li:not(.nav-list__page, .nav-list__edition) .nav-list__link');
    assert.deepEqual(
      await menu.allTextContents(),
      english.homeSections.map((section) => section.label),
    );
    await page
      .locator('.nav-list')
      .getByRole('link', { name: label('meus-projetos'), exact: true })
      .click();
    await page.waitForFunction((title) => document.title === title, `${english.owner.firstName} | ${label('meus-projetos')}`);
    assert.equal(await page.locator('.nav-list [aria-current="true"]').textContent(), label('meus-projetos'));
    assert.ok((await page.locator('#meus-projetos h2').textContent())?.endsWith(enSections.projects.title));
    assert.deepEqual(problems, []);
  });

  test('filters, their empty messages and the skill bars speak English', async () => {
    const { page, problems } = await open('/en/#meus-projetos');
    const projects = page.locator('#meus-projetos');
    for (const [value, text] of Object.entries(enSections.projects.filters)) {
      await projects.getByRole('button', { name: text, exact: true }).click();
      const count = filterProjects(english.projects, value as ProjectFilter).length;
      await countReaches(page, '#meus-projetos .project-card', count);
      if (count === 0) await projects.getByText(enSections.projects.empty).waitFor();
      else
        assert.deepEqual(
          await projects.locator('.project-card__title').allTextContents(),
          filterProjects(english.projects, value as ProjectFilter).map((project) => project.title),
        );
    }
    const skills = page.locator('#habilidades-tecnicas');
    await skills.scrollIntoViewIfNeeded();
    // Only the groups with a skill are offered (issue 71): an empty one is no chip at all.
    const offered = offeredSkillFilters(
      english.skills,
      Object.keys(enSections.skills.filters).map((value) => ({ value: value as SkillFilter })),
    ).map(({ value }) => value);
    for (const [value, text] of Object.entries(enSections.skills.filters)) {
      if (value === 'all') continue;
      const chip = skills.getByRole('button', { name: text, exact: true });
      if (!offered.includes(value as SkillFilter)) {
        assert.equal(await chip.count(), 0, `${text}: no skill, no chip`);
        continue;
      }
      await chip.click();
      const shown = filterSkills(english.skills, value as SkillFilter);
      assert.deepEqual(
        await skills.locator('.skill__name').allTextContents(),
        shown.map((skill) => skill.name),
        text,
      );
      if (shown.length === 0) await skills.getByText(enSections.skills.empty).waitFor();
    }
    // All of them, under the English group titles.
    await skills.getByRole('button', { name: enSections.skills.filters.all, exact: true }).click();
    for (const title of await skills.locator('.skill-group__title').allTextContents())
      assert.ok(Object.values(enSections.skills.groups).includes(title), title);
    assert.deepEqual((await skills.locator('.skill__name').allTextContents()).sort(), english.skills.map((skill) => skill.name).sort());
    // The bars fill up to their percentage once seen.
    const first = english.skills[0];
    await page.waitForFunction(
      ([name, percentage]) =>
        [...document.querySelectorAll('.skill')].some(
          (skill) =>
            skill.querySelector('.skill__name')?.textContent === name &&
            (skill.querySelector('meter') as HTMLMeterElement).value === percentage,
        ),
      [first.name, first.percentage] as const,
    );
    assert.deepEqual(problems, []);
  });

  test('the form: English validation messages, then the success and the error alerts', async () => {
    const { page, problems } = await open('/en/#contato');
    // A blur reaches the form only once it has hydrated: focus alone starts that, and does not wait for it.
    await allHydrated(page, ['contato']);
    for (const field of ['nome', 'email', 'assunto', 'mensagem'] as const) {
      await page.locator(`#contato-${field}`).focus();
      await page.locator(`#contato-${field}`).blur();
    }
    assert.deepEqual(await page.locator('.field__error').allTextContents(), Object.values(enSections.form.required));
    await page.locator('#contato-email').fill('not-an-address');
    await page.locator('#contato-email').blur();
    await page.getByText(enSections.form.invalidEmail, { exact: true }).waitFor();

    stand.provider.setMode('ok');
    await fill(page, typed);
    await page.getByRole('button', { name: enSections.form.send }).click();
    await page.getByText(enSections.form.success).waitFor();
    const sent = JSON.parse(stand.provider.received.at(-1)!.body);
    assert.deepEqual(sent.template_params, {
      from_name: typed.nome,
      from_email: typed.email,
      to_email: english.owner.email,
      subject: typed.assunto,
      message: typed.mensagem,
      language: 'en',
    });

    stand.provider.setMode('500');
    // The rate limit (10 s between two messages from a page) would refuse this second one at once:
    // its record goes, for the error alert is what this test is after.
    await page.evaluate(() => localStorage.clear());
    await fill(page, typed);
    await page.getByRole('button', { name: enSections.form.send }).click();
    await page.getByText(enSections.form.error).waitFor();
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('Failed to load resource')),
      [],
    );
  });

  test('the footer dialogs load the English texts', async () => {
    const { page, problems } = await open('/en/');
    await page.getByRole('button', { name: en.footer.privacy }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('heading').textContent(), english.privacyText.title);
    assert.equal(await dialog.locator('p').first().textContent(), english.privacyText.paragraphs[0]);
    await dialog.getByRole('button', { name: en.dialog.close }).click();
    assert.deepEqual(problems, []);
  });

  test('the language switch leads to the same section of the other edition, and back', async () => {
    const { page, problems } = await open('/');
    const toEnglish = page.getByRole('link', { name: pt.header.otherEdition.label });
    assert.equal(await toEnglish.getAttribute('hreflang'), 'en');
    assert.equal(await toEnglish.getAttribute('lang'), 'en');
    await page.locator('.nav-list').getByRole('link', { name: siteContent.homeSections[2].label, exact: true }).click();
    await page.waitForFunction(
      (id) => document.querySelector('.nav-list [aria-current="true"]')?.getAttribute('href') === `#${id}`,
      siteContent.homeSections[2].id,
    );
    await toEnglish.click();
    await page.waitForURL(`${site.url}/en/#${siteContent.homeSections[2].id}`);
    await settled(page);
    const toPortuguese = page.getByRole('link', { name: en.header.otherEdition.label });
    assert.equal(await toPortuguese.getAttribute('hreflang'), 'pt-BR');
    await toPortuguese.click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(await page.getAttribute('html', 'lang'), 'pt-BR');
    assert.deepEqual(problems, []);
  });

  test('an unknown address under /en/ lands on /en/404 in English, one elsewhere on /404', async () => {
    const { page, problems, expectNotFound } = await openPage(site.browser);
    expectNotFound(`${site.url}/en/qualquer`);
    expectNotFound(`${site.url}/qualquer`);
    // The host answers both with the root's 404.html, as GitHub Pages and Netlify do.
    await page.goto(`${site.url}/en/qualquer`);
    await page.waitForURL(`${site.url}/en/404`);
    await settled(page);
    assert.equal(await page.title(), en.notFound.title);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), `${en.notFound.prefix}${en.notFound.title}`);
    await page.getByRole('link', { name: en.notFound.home }).click();
    await page.waitForURL(`${site.url}/en/`);
    await page.goto(`${site.url}/qualquer`);
    await page.waitForURL(`${site.url}/404`);
    assert.equal(await page.title(), pt.notFound.title);
    assert.deepEqual(problems, []);
  });

  for (const [size, device] of [
    ['1280x800', DESKTOP],
    ['375x812', MOBILE],
  ] as const) {
    test(`axe: /en/ and /en/404 at ${size}, both themes, the menu open`, async () => {
      const { page, problems } = await openPage(site.browser, { ...device, bypassCSP: true, reducedMotion: 'reduce' });
      for (const colorScheme of ['dark', 'light'] as const) {
        // The head script reads the system theme at each load.
        await page.emulateMedia({ colorScheme });
        await page.goto(`${site.url}/en/`);
        await settled(page);
        assert.ok(
          await page.evaluate((name) => document.documentElement.classList.contains(name), colorScheme),
          `not in the ${colorScheme} theme`,
        );
        assert.deepEqual(await axeViolations(page), [], `/en/ ${size} ${colorScheme}`);
        if (device === MOBILE) {
          await page.getByRole('button', { name: en.header.menu }).click();
          assert.deepEqual(await axeViolations(page), [], `/en/ ${size} ${colorScheme}, menu open`);
        }
        await page.goto(`${site.url}/en/404`);
        await settled(page);
        assert.deepEqual(await axeViolations(page), [], `/en/404 ${size} ${colorScheme}`);
        assert.deepEqual(problems, []);
      }
    });
  }
});
