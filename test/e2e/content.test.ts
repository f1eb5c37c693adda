import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { projectFilters } from '../../src/lib/projects';
import {
  filterSkills,
  groupSkills,
  SKILL_BAR_START_DELAY_MS,
  SKILL_BAR_STEP_MS,
  SKILL_BAR_STEPS,
  offeredSkillFilters,
  skillFilters,
  skillGroups,
} from '../../src/lib/skills';
import { DESKTOP, intersectionsReported, loadWithClock, MOBILE, openPage, scrollThrough, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { projectCount, siteContent } from '../support/content';

const { homeSections, owner, projects, skills } = siteContent;
/** How many bars a skill filter shows: under 'Todas', those of the groups shown. */
const skillCount = (filter: (typeof skillFilters)[number]['value']) =>
  filter === 'all' ? groupSkills(skills, skillGroups).flatMap((group) => group.skills).length : filterSkills(skills, filter).length;

// Every bar's start delay and climb, with room for the longest group delay and stagger.
const BARS_DONE_MS = 5000 + SKILL_BAR_START_DELAY_MS + SKILL_BAR_STEPS * SKILL_BAR_STEP_MS;

describe('home page content in Chromium', () => {
  const site = useSite();

  test('every section is present, in order, with its id and a labelled region', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id));
    assert.deepEqual(
      ids,
      homeSections.map((section) => section.id),
    );
    for (const id of ids) {
      assert.ok(await page.locator(`#${id}`).getAttribute('aria-labelledby'), `${id} has no label`);
    }
    assert.equal(await page.locator('h1').count(), 1);
    assert.deepEqual(problems, []);
  });

  test('filters show the projects and skills of their category, or say there are none', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    await settled(page);
    const projectsSection = page.locator('#meus-projetos');
    const cards = projectsSection.locator('.project-card');
    assert.equal(await cards.count(), projects.length);
    for (const { value, label } of projectFilters) {
      await projectsSection.getByRole('button', { name: label, exact: true }).click();
      assert.equal(await cards.count(), projectCount(value), label);
      assert.equal(
        await projectsSection.getByText('Nenhum projeto encontrado para esta categoria.').isVisible(),
        projectCount(value) === 0,
        label,
      );
      if (value !== 'progress') continue;
      // A project in progress without a demo offers it later, disabled.
      const soon = projectsSection.getByRole('button', { name: 'Em Breve' });
      assert.equal(await soon.count(), projects.filter((project) => project.categories.includes('progress') && !project.demoUrl).length);
      for (const button of await soon.all()) assert.ok(await button.isDisabled());
    }
    const skillsSection = page.locator('#habilidades-tecnicas');
    const offered = offeredSkillFilters(skills, skillFilters);
    // A category without skills (the demo's Integrações) has no chip: it would lead nowhere.
    assert.deepEqual(
      await skillsSection.getByRole('group').getByRole('button').allTextContents(),
      offered.map(({ label }) => label),
    );
    for (const { value, label } of offered) {
      await skillsSection.getByRole('button', { name: label, exact: true }).click();
      assert.equal(await skillsSection.locator('meter').count(), skillCount(value), label);
      assert.equal(
        await skillsSection.getByText('Nenhuma habilidade encontrada para esta categoria.').isVisible(),
        skillCount(value) === 0,
        label,
      );
    }
    assert.deepEqual(problems, []);
  });

  test('skill bars reach their percentage once seen', async () => {
    // The bars climb with the page's clock, which moves only when the test says.
    const { page, problems } = await openPage(site.browser);
    await loadWithClock(page, `${site.url}/`);
    await scrollThrough(page);
    await page.locator('#habilidades-tecnicas h2').scrollIntoViewIfNeeded();
    await intersectionsReported(page);
    await page.clock.runFor(BARS_DONE_MS);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLMeterElement>('#habilidades-tecnicas meter')].every(
        (meter) => String(meter.value) === meter.closest('.skill')!.querySelector('.skill__value')!.textContent.replace('%', ''),
      ),
    );
    // A category whose first bar has somewhere to climb to.
    const filter = skillFilters.find(({ value }) => value !== 'all' && (filterSkills(skills, value)[0]?.percentage ?? 0) > 0)!;
    const target = filterSkills(skills, filter.value)[0].percentage;
    await page.locator('#habilidades-tecnicas').getByRole('button', { name: filter.label, exact: true }).click();
    const early = await page
      .locator('#habilidades-tecnicas meter')
      .first()
      .evaluate((meter: HTMLMeterElement) => meter.value);
    assert.ok(early < target, `a new bar should start low, was ${early}`);
    await intersectionsReported(page);
    await page.clock.runFor(BARS_DONE_MS);
    await page.waitForFunction(
      (value) => (document.querySelector('#habilidades-tecnicas meter') as HTMLMeterElement).value === value,
      target,
    );
    assert.deepEqual(problems, []);
  });

  test('outgoing links carry the right address, tab and rel', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/`);
    const links = await page
      .locator('a[target="_blank"]')
      .evaluateAll((anchors) => anchors.map((anchor) => ({ href: anchor.getAttribute('href'), rel: anchor.getAttribute('rel') })));
    for (const link of links) assert.equal(link.rel, 'noopener noreferrer', link.href!);
    const hrefs = links.map((link) => link.href);
    const expected = [
      ...projects.flatMap((project) => [project.githubUrl, project.demoUrl].filter(Boolean)),
      owner.githubUrl,
      owner.linkedinUrl,
    ];
    for (const url of expected) assert.ok(hrefs.includes(url), url);
    assert.ok(links.length >= expected.length);
    // WhatsApp only for an owner with a phone.
    const whatsapp = hrefs.filter((href) => href!.startsWith('https://wa.me/'));
    assert.deepEqual(
      whatsapp.map((href) => href!.split('?')[0]),
      owner.phone ? [`https://wa.me/${owner.phone}`] : [],
    );
    assert.equal((await page.locator(`a[href="mailto:${owner.email}"]`).count()) >= 1, true);
    assert.deepEqual(problems, []);
  });

  test('the hero logo shows only from 1024 px, in the variant of the theme; phones do not download it', async () => {
    for (const [device, scheme, expected] of [
      [DESKTOP, 'dark', '/images/logo-dark.svg'],
      [DESKTOP, 'light', '/images/logo-light.svg'],
      [MOBILE, 'dark', null],
      [MOBILE, 'light', null],
    ] as const) {
      const { page } = await openPage(site.browser, { ...device, colorScheme: scheme });
      const logoRequests: string[] = [];
      page.on('request', (request) => request.url().includes('/images/logo-') && logoRequests.push(new URL(request.url()).pathname));
      await page.goto(`${site.url}/`);
      await settled(page);
      const visible = await page
        .locator('.hero__logo')
        .evaluateAll((pictures) =>
          pictures
            .filter((picture) => (picture as HTMLElement).offsetParent !== null)
            .map((picture) => new URL(picture.querySelector('img')!.currentSrc).pathname),
        );
      assert.deepEqual(visible, expected ? [expected] : []);
      if (!expected) {
        // Exact where the requests seen so far are not: each picture chose its fallback when parsed.
        const sources = await page
          .locator('.hero__logo img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
        assert.equal(sources.length, 2);
        for (const src of sources)
          assert.ok(src.startsWith('data:'), `a ${device.viewport.width} px screen chose ${src} for the hero logo`);
        assert.deepEqual(logoRequests, [], `a ${device.viewport.width} px screen downloaded the hero logo`);
      }
    }
  });
});
