// Case studies in Chromium (issue 37): from a card to the case study and back without a reload, focus
// and title as a new page, the filter and the scroll position as the visitor left them; a direct visit
// readable without JavaScript; an unknown id on the not-found page; axe clean; printed on A4.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { ui as en } from '../../src/catalogues/en';
import { sectionsUi as ptSections } from '../../src/catalogues/sections/pt-BR';
import { sectionsUi as enSections } from '../../src/catalogues/sections/en';
import { articleUi } from '../../src/catalogues/articles/pt-BR';
import { filterProjects, projectFilters } from '../../src/lib/projects';
import { axeViolations } from '../support/axe';
import { siteCaseStudies, siteContent, siteTranslation } from '../support/content';
import { allHydrated } from '../support/hydration';
import { CHECKED_VIEWS, DESKTOP, MOBILE, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';

const editions = [
  { root: '/', ui: pt, sections: ptSections, path: (id: string) => `/projetos/${id}`, content: siteContent },
  ...(siteTranslation
    ? [{ root: '/en/', ui: en, sections: enSections, path: (id: string) => `/en/projects/${id}`, content: siteTranslation }]
    : []),
];
const [first] = siteCaseStudies;
const titleOf = (content: typeof siteContent, id: string) => content.projects.find((project) => project.id === id)!.title;

/** Marks the document: still marked after a move, it was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('case studies in Chromium', { skip: siteCaseStudies.length === 0 && 'the content has no case study' }, () => {
  const site = useSite();

  for (const { root, sections, path, content } of editions) {
    test(`${root}: a card's link opens its case study without a reload, focus on its heading; Back returns to the filter and the place`, async () => {
      const { page, problems } = await openPage(site.browser, { ...MOBILE, reducedMotion: 'reduce' });
      await page.goto(`${site.url}${root}`);
      await settled(page);
      await allHydrated(page);
      // A filter that keeps the case study's project, other than the default.
      const project = content.projects.find((each) => each.id === first)!;
      const filter = projectFilters.find(({ value }) => value !== 'todos' && filterProjects([project], value).length === 1)!;
      const filterLabel = sections.projects.filters[filter.value];
      await page.locator('#meus-projetos').getByRole('button', { name: filterLabel, exact: true }).click();
      assert.match(page.url(), new RegExp(`\\?projects=${filter.value}`), 'the filter is in the address');
      const link = page.getByRole('link', { name: `${sections.projects.caseStudy}${sections.projects.of(project.title)}` });
      await link.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await markDocument(page);

      await link.click();
      await page.locator('#artigo-titulo').waitFor();
      assert.equal(new URL(page.url()).pathname, path(first));
      assert.equal(await stillMarked(page), true, 'the page was reloaded');
      await page.waitForFunction((title) => document.title.endsWith(` | ${title}`), project.title);
      assert.equal(await focusedText(page), project.title, 'focus is on the heading');
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at its top');
      assert.equal(await page.locator('#site-header [aria-current]').count(), 0, 'no section of the header is current');

      await page.goBack();
      await page.locator('#meus-projetos').waitFor();
      assert.equal(await stillMarked(page), true, 'Back reloaded the page');
      assert.match(page.url(), new RegExp(`\\?projects=${filter.value}`));
      assert.equal(
        await page.locator('#meus-projetos').getByRole('button', { name: filterLabel, exact: true }).getAttribute('aria-pressed'),
        'true',
      );
      assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the place the visitor left');
      assert.equal(await focusedText(page), project.title, 'focus returns to the link that led away');

      await page.goForward();
      await page.locator('#artigo-titulo').waitFor();
      assert.equal(await stillMarked(page), true);
      assert.deepEqual(problems, []);
    });

    test(`${root}: neighbours, "back to projects" and the header lead inside the app`, async () => {
      const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion: 'reduce' });
      await page.goto(`${site.url}${path(first)}`);
      await settled(page);
      await markDocument(page);
      if (siteCaseStudies.length > 1) {
        await page.locator('.article__pager a[rel="next"]').click();
        await page.waitForURL(`**${path(siteCaseStudies[1])}`);
        await page.waitForFunction((title) => document.activeElement?.textContent?.trim() === title, titleOf(content, siteCaseStudies[1]));
        assert.equal(await stillMarked(page), true);
      }
      // Reached directly, "back to projects" leads to the home page's projects.
      await page.locator('.article__end a').click();
      await page.locator('#meus-projetos').waitFor();
      assert.equal(new URL(page.url()).hash, '#meus-projetos');
      await page.waitForFunction(
        () =>
          Math.abs(
            document.getElementById('meus-projetos')!.getBoundingClientRect().top -
              parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          ) < 2,
      );
      assert.equal(await stillMarked(page), true);
      // From a case study the header's links lead to the home page's sections.
      await page.goto(`${site.url}${path(first)}`);
      await settled(page);
      await markDocument(page);
      const contact = content.homeSections.find((section) => section.id === 'contato')!.label;
      await page.locator('#site-header').getByRole('link', { name: contact, exact: true }).click();
      await page.locator('#contato').waitFor();
      assert.equal(new URL(page.url()).hash, '#contato');
      // Arrived once its section is in (its code is a file of its own): below the header, its heading focused.
      await page.waitForFunction(
        () =>
          Math.abs(
            document.getElementById('contato')!.getBoundingClientRect().top -
              parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          ) < 2 && document.activeElement === document.querySelector('#contato h2'),
      );
      assert.equal(await stillMarked(page), true);
      assert.deepEqual(problems, []);
    });

    test(`${root}: a direct visit is readable without JavaScript`, async () => {
      const { page, problems } = await openPage(site.browser, { javaScriptEnabled: false });
      await page.goto(`${site.url}${path(first)}`);
      assert.equal(await page.locator('h1').textContent(), titleOf(content, first));
      assert.ok((await page.locator('.prose h2').count()) > 0, 'the text is there');
      assert.ok(await page.locator('.prose').isVisible());
      assert.deepEqual(problems, []);
    });
  }

  test('an unknown id lands on the not-found page, from a direct visit and inside the app', async () => {
    const { page, problems, expectNotFound } = await openPage(site.browser);
    expectNotFound(`${site.url}/projetos/nao-existe`);
    await page.goto(`${site.url}/projetos/nao-existe`);
    await page.waitForURL(`${site.url}/404`);
    await page.getByRole('heading', { name: pt.notFound.title }).waitFor();
    expectNotFound(`${site.url}/projetos/outro-que-nao-existe.json`);
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/projetos/outro-que-nao-existe');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${site.url}/404`);
    assert.deepEqual(problems, []);
  });

  for (const { label, options } of CHECKED_VIEWS) {
    test(`axe: a case study at ${label}; nothing scrolls sideways`, async () => {
      const { page, problems } = await openPage(site.browser, options);
      await page.goto(`${site.url}${editions.at(-1)!.path(first)}`);
      await settled(page);
      assert.deepEqual(await axeViolations(page), []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'horizontal scroll');
      assert.deepEqual(problems, []);
    });
  }

  test('printed on A4: the text and its links written out, without the ways around the site', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.goto(`${site.url}/projetos/${first}`);
    await settled(page);
    const pdf = await page.pdf({ format: 'A4' });
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const { items } = await (await document.getPage(number)).getTextContent();
      text += items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }
    const unbroken = text.replace(/\s+/g, '');
    const project = siteContent.projects.find((each) => each.id === first)!;
    assert.ok(text.includes(project.title));
    assert.ok(unbroken.includes(project.githubUrl), "the project's link written out");
    // The ways around the site stay on screen: the header, the back links, the neighbours.
    for (const hidden of [`${siteContent.owner.initials}.`, articleUi.backToProjects, articleUi.previous, articleUi.next]) {
      assert.ok(!text.includes(hidden), `"${hidden}" printed`);
    }
    assert.deepEqual(problems, []);
  });
});
