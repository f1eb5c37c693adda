import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { allHydrated } from '../support/hydration';
import { openPage } from '../support/pages';
import { useSite } from '../support/servedSite';
import { narrowingProjectFilter } from '../support/content';
import { contrast } from '../support/contrast';
import { projectFilters } from '../../src/lib/projects';

/** Rows of boxes, by their top edge: [left, right] of each box of a row. */
async function rows(page: Page, selector: string): Promise<[number, number][][]> {
  const boxes = await page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
  const byTop = new Map<number, [number, number][]>();
  for (const box of boxes) byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), [box.left, box.right]]);
  return [...byTop.values()];
}

/** Left and right edges of the content column (the container's box inside its padding). */
const contentEdges = (page: Page) =>
  page.locator('#sobre-mim .container').evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)] as const;
  });

/** Resolves once the projects section, hydrated (used: a tap in it), has hidden its grid below the fold. */
async function gridHiddenBelow(page: Page) {
  await allHydrated(page, ['meus-projetos']);
  await page.waitForFunction(() => document.querySelector('.project-grid')?.closest('.reveal')?.classList.contains('reveal-hidden'));
}

const cardAnimations = (page: Page) =>
  page.locator('.project-grid__item').evaluateAll((items) => items.flatMap((item) => item.getAnimations()).length);

/** Scrolls the hidden project grid into view; resolves when its cards animate. */
async function scrollGridIntoView(page: Page) {
  await gridHiddenBelow(page);
  await page.locator('.project-grid').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('.project-grid__item')].every((item) => item.getAnimations().length > 0));
}

describe('page layout and control states in Chromium', () => {
  const site = useSite();

  test('on a phone the hero starts under the header and shows the profile links in the first screen', async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}/`);
    const header = await page.locator('#site-header').evaluate((element) => element.getBoundingClientRect().bottom);
    const greeting = await page.locator('.hero__greeting').evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(greeting - header <= 80, `a blank band of ${greeting - header} px under the header`);
    const profiles = await page.getByRole('list', { name: 'Perfis' }).evaluate((element) => element.getBoundingClientRect().bottom);
    assert.ok(profiles <= 844, `the profile links end at ${profiles} px, below the first screen`);
    assert.deepEqual(problems, []);
  });

  for (const width of [1024, 1366]) {
    test(`contact at ${width} px: the channels' column ends with the form, its room shared by the cards, no hole between its groups`, async () => {
      const { page, problems } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.url}/`);
      const layout = await page.locator('#contato').evaluate((section) => {
        const box = (element: Element) => element.getBoundingClientRect();
        const groups = [...section.querySelectorAll('.contact__group')].map((group) => ({
          top: box(group).top,
          bottom: box(group).bottom,
          cards: [...group.querySelectorAll('.channel')].map((card) => box(card).height),
          cardsEnd: Math.max(...[...group.querySelectorAll('.channel')].map((card) => box(card).bottom)),
        }));
        return { formBottom: box(section.querySelector('.contact-form')!).bottom, groups };
      });
      const [first, second] = layout.groups;
      assert.ok(
        Math.abs(layout.formBottom - layout.groups.at(-1)!.bottom) <= 2,
        `the columns end ${layout.formBottom} and ${layout.groups.at(-1)!.bottom}`,
      );
      // Between the groups, the column's gap (24 px) only; in each, its cards reach its end.
      assert.ok(second.top - first.bottom <= 30, `a hole of ${second.top - first.bottom} px between the groups`);
      for (const group of layout.groups)
        assert.ok(group.bottom - group.cardsEnd <= 2, `a hole of ${group.bottom - group.cardsEnd} px under the cards`);
      const heights = layout.groups.flatMap((group) => group.cards);
      assert.ok(Math.max(...heights) - Math.min(...heights) <= 2, `cards of unequal heights: ${heights.join(', ')}`);
      assert.deepEqual(problems, []);
    });
  }

  for (const width of [390, 800, 1366]) {
    test(`skill groups at ${width} px: every row spans the content column, none left alone beside a gap`, async () => {
      const { page, problems } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.url}/`);
      const [left, right] = await contentEdges(page);
      for (const row of await rows(page, '#habilidades-tecnicas .skill-group')) {
        const start = Math.min(...row.map(([from]) => from));
        const end = Math.max(...row.map(([, to]) => to));
        assert.ok(
          Math.abs(start - left) <= 1 && Math.abs(end - right) <= 1,
          `a row from ${start} to ${end} px in a column from ${left} to ${right} px`,
        );
      }
      assert.deepEqual(problems, []);
    });
  }

  test('project cards play their entry animation when the grid scrolls into view, never offscreen at load', async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}/`);
    await gridHiddenBelow(page);
    const atLoad = await cardAnimations(page);
    assert.equal(atLoad, 0, `${atLoad} card animations at load, offscreen`);
    await scrollGridIntoView(page);
    assert.deepEqual(problems, []);
  });

  test('landing with the grid in view, the cards stay still until a filter is chosen, then animate in', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const sectionId = html.match(/<section id="([^"]+)"[^>]*>(?:(?!<\/section>).)*class="project-grid/s)![1];
    const { page, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    // Landing on the projects section: the grid is in view at first sight.
    await page.goto(`${site.url}/#${sectionId}`);
    await allHydrated(page, [sectionId]);
    assert.equal(await cardAnimations(page), 0);
    const filters = page.getByRole('group', { name: 'Filtrar projetos por categoria' });
    await filters.getByRole('button', { name: narrowingProjectFilter().label, exact: true }).click();
    await filters.getByRole('button', { name: projectFilters[0].label, exact: true }).click();
    const entered = await page.locator('.project-grid').evaluate((grid) => grid.closest('.reveal')!.classList.contains('reveal-entered'));
    assert.equal(entered, false, 'the grid was in view: it did not come in by scrolling');
    assert.equal(await cardAnimations(page), await page.locator('.project-grid__item').count());
    assert.deepEqual(problems, []);
  });

  test('a project card that takes keyboard focus is fully shown, even while its entry animation plays', async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await page.goto(`${site.url}/`);
    await scrollGridIntoView(page);
    const opacity = await page.evaluate(() => {
      const [item, other] = [...document.querySelectorAll<HTMLElement>('.project-grid__item')].slice(2, 4);
      // The entry animation from its start, then focus arrives.
      for (const card of [item, other]) card.getAnimations().forEach((animation) => (animation.currentTime = 0));
      item.querySelector<HTMLElement>('a, button')!.focus();
      return { focused: Number(getComputedStyle(item).opacity), other: Number(getComputedStyle(other).opacity) };
    });
    assert.equal(opacity.focused, 1);
    assert.ok(opacity.other < 1, 'the entry animation did not restart: the test proves nothing');
    assert.deepEqual(problems, []);
  });

  test("on a desktop the footer's first link starts on the content's edge", async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await page.goto(`${site.url}/`);
    const [left] = await contentEdges(page);
    const text = await page
      .locator('.footer__link')
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      });
    assert.ok(Math.abs(text - left) <= 1, `the footer's text starts at ${text} px, the content at ${left} px`);
    assert.deepEqual(problems, []);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${colorScheme} theme: the disabled submit reads as "fill the form first", and focus rings stand out`, async () => {
      const { page, problems } = await openPage(site.browser, { colorScheme });
      await page.goto(`${site.url}/#contato`);
      const submit = page.getByRole('button', { name: 'Enviar Mensagem' });
      const look = await submit.evaluate((button) => {
        const style = getComputedStyle(button);
        const surface = getComputedStyle(button.closest('.card')!).backgroundColor;
        const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
        return {
          text: style.color,
          fill: style.backgroundColor,
          borderStyle: style.borderTopStyle,
          opacity: style.opacity,
          surface,
          hint,
        };
      });
      assert.equal(await submit.isDisabled(), true);
      // A flat, muted pill (issue 40): filled, not a dashed outline, its text AA on its own fill.
      assert.notEqual(look.fill, look.surface, 'the disabled button has no fill of its own');
      assert.notEqual(look.fill, 'rgba(0, 0, 0, 0)');
      assert.ok(contrast(look.text, look.fill) >= 4.5, `text ${look.text} on ${look.fill}`);
      assert.notEqual(look.borderStyle, 'dashed');
      assert.equal(look.opacity, '1');
      assert.match(look.hint, /^Para enviar, complete: /);

      // Every control of the form and the page: a visible ring, distinct from the page behind it.
      for (const control of [
        page.locator('#contato-nome'),
        page.getByRole('link', { name: 'Ver Trabalhos' }),
        page.locator('.filter-bar__button').first(),
      ]) {
        await control.focus();
        const ring = await control.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            colour: style.outlineColor,
            width: parseFloat(style.outlineWidth),
            style: style.outlineStyle,
            page: getComputedStyle(document.body).backgroundColor,
          };
        });
        assert.ok(ring.style !== 'none' && ring.width >= 2, JSON.stringify(ring));
        assert.ok(contrast(ring.colour, ring.page) >= 3, JSON.stringify(ring));
      }
      assert.deepEqual(problems, []);
    });
  }
});
