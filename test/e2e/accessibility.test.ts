import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContextOptions } from 'playwright-core';
import { projectFilters } from '../../src/lib/projects';
import { filterSkills, skillFilters } from '../../src/lib/skills';
import { allHydrated } from '../support/hydration';
import { DESKTOP, MOBILE, openPage, scrollThrough, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { axeViolations } from '../support/axe';
import { siteContent } from '../support/content';

const { homeSections, projects, skills, experiences } = siteContent;
/** The controls the content alone puts on the page: menu entries, filters, project links, the form's fields and button. */
const CONTENT_CONTROLS =
  homeSections.length +
  projectFilters.length +
  skillFilters.length +
  projects.filter((project) => project.demoUrl).length +
  projects.length +
  5;

describe('accessibility in Chromium (axe-core, keyboard, structure)', () => {
  const site = useSite();

  // axe is injected as a script, which the page's own CSP rightly refuses: bypass it for these checks.
  const open = (options: BrowserContextOptions) => openPage(site.browser, { ...options, bypassCSP: true, reducedMotion: 'reduce' });

  for (const [size, device] of [
    ['1280x800', DESKTOP],
    ['375x812', MOBILE],
  ] as const) {
    for (const scheme of ['dark', 'light'] as const) {
      test(`axe: / and /404 at ${size}, ${scheme}; scrolled through, every image loads and nothing scrolls sideways`, async () => {
        const { page, problems } = await open({ ...device, colorScheme: scheme });
        await page.goto(`${site.url}/`);
        await settled(page);
        assert.deepEqual(await axeViolations(page), [], `/ ${size} ${scheme}`);
        await scrollThrough(page);
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'horizontal scroll');
        await page.goto(`${site.url}/404`);
        await settled(page);
        assert.deepEqual(await axeViolations(page), [], `/404 ${size} ${scheme}`);
        assert.deepEqual(problems, []);
      });
    }
  }

  test('axe: mobile menu open, a footer dialog open, the form showing every error', async () => {
    const { page, problems } = await open({ ...MOBILE, colorScheme: 'light' });
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    assert.deepEqual(await axeViolations(page), [], 'menu open');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Privacidade' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'dialog open');
    await page.keyboard.press('Escape');

    // A blur reaches the form only once it has hydrated: focus alone starts that, and does not wait for it.
    await allHydrated(page, ['contato']);
    for (const field of ['nome', 'email', 'assunto', 'mensagem']) {
      await page.locator(`#contato-${field}`).focus();
      await page.locator(`#contato-${field}`).blur();
    }
    assert.equal(await page.locator('.field__error').count(), 4);
    assert.deepEqual(await axeViolations(page), [], 'form errors');
    for (const scheme of ['dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: /Ativar tema/ }).click();
      assert.deepEqual(await axeViolations(page), [], `form errors, other theme`);
    }
    assert.deepEqual(problems, []);
  });

  test('one h1, labelled sections, headings without gaps, aria-current on the active entry', async () => {
    const { page } = await open(DESKTOP);
    await page.goto(`${site.url}/`);
    await settled(page);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) =>
        headings
          .filter((heading) => (heading as HTMLElement).offsetParent !== null || heading.closest('dialog') === null)
          .map((heading) => Number(heading.tagName[1])),
      );
    assert.equal(levels.filter((level) => level === 1).length, 1);
    assert.equal(levels[0], 1);
    levels.forEach(
      (level, index) => index === 0 || assert.ok(level <= levels[index - 1] + 1, `heading gap at ${index}: ${levels.join(',')}`),
    );
    const unlabelled = await page
      .locator('section')
      .evaluateAll((sections) =>
        sections
          .filter((section) => !document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent)
          .map((section) => section.id),
      );
    assert.deepEqual(unlabelled, []);
    for (const landmark of ['banner', 'main', 'contentinfo', 'navigation'])
      assert.equal(await page.getByRole(landmark as 'main').count(), 1, landmark);
    assert.deepEqual(await page.locator('[aria-current="true"]').allTextContents(), ['Início']);
  });

  test('keyboard: skip link first, then every control in visual order, visibly focused, never hidden', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.goto(`${site.url}/`);
    await settled(page);
    // Every part hydrated first: on a busy machine a section may hydrate just as focus reaches it.
    await allHydrated(page);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      top: document.activeElement!.getBoundingClientRect().top,
    }));
    assert.equal(first.text, 'Pular para o conteúdo');
    assert.ok(first.top >= 0, 'the skip link is not shown when focused');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'conteudo');

    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    const stops: { label: string; top: number; left: number; visible: boolean; ring: boolean }[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (element === document.body) return null;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          label: (element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim().slice(0, 40),
          top: rect.top + window.scrollY,
          left: rect.left,
          visible: element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && rect.width > 0 && rect.height > 0,
          ring: style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px'),
        };
      });
      // Past the last control focus leaves the page (body) or wraps to the skip link.
      if (!stop || stop.label === 'Pular para o conteúdo') break;
      stops.push(stop);
    }
    assert.ok(stops.length > CONTENT_CONTROLS, `only ${stops.length} focus stops`);
    for (const stop of stops) {
      assert.ok(stop.visible, `focus landed on hidden content: ${stop.label}`);
      assert.ok(stop.ring, `no visible focus ring on ${stop.label}`);
    }
    // Visual order: down the page, or up only into the next column to the right (form, then channels).
    const content = stops.filter((stop) => stop.top > 100);
    content.forEach((stop, index) => {
      const previous = content[index - 1];
      if (!previous || stop.top >= previous.top - 60) return;
      assert.ok(stop.left > previous.left + 100, `focus jumped up at ${stop.label}`);
    });
    assert.deepEqual(problems, []);
  });

  test('keyboard: menu and dialog work with Enter, Space and Escape', async () => {
    const { page, problems } = await openPage(site.browser, MOBILE);
    await page.goto(`${site.url}/`);
    await settled(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Início', 'focus does not move into the open menu');
    await page.keyboard.press('Escape');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Menu');
    await page.keyboard.press('Space');
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Space');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');

    const terms = page.getByRole('button', { name: 'Termos' });
    // Escape closes the open dialog at once; its close event follows a task later. Waits for that event.
    const escapeAndClose = async () => {
      await page.evaluate(() => {
        const flags = window as unknown as { dialogClosed?: boolean };
        flags.dialogClosed = false;
        document.querySelector('dialog[open]')!.addEventListener('close', () => (flags.dialogClosed = true), { once: true });
      });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => (window as unknown as { dialogClosed?: boolean }).dialogClosed === true);
    };
    await terms.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Termos' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.closest('dialog')?.open), true, 'focus is not in the dialog');
    // At its start, the title, not its first control below the text: nothing scrolls the title away.
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H2', 'the dialog does not open at its title');
    await escapeAndClose();
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Termos', 'focus did not return to the opener');
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: 'Termos' }).waitFor();
    await escapeAndClose();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Termos');
    assert.deepEqual(problems, []);
  });

  test(
    'keyboard: an experience disclosure works with Enter, Space and Escape',
    {
      skip:
        !experiences.some((experience) => experience.interactive) && 'no experience of this owner is interactive: there is no disclosure',
    },
    async () => {
      const { page, problems } = await openPage(site.browser, MOBILE);
      await page.goto(`${site.url}/`);
      await settled(page);
      const summary = page.locator('#experiencia summary').first();
      const details = page.locator('#experiencia details').first();
      // Its toggle event comes a task after the key: wait for the state (the timeout is a limit, not a pause).
      const becomes = async (open: boolean, message: string) => {
        const handle = await details.elementHandle();
        await page
          .waitForFunction(([element, wanted]) => (element as HTMLDetailsElement).open === wanted, [handle, open] as const, {
            timeout: 5000,
          })
          .catch(() => {
            throw new Error(message);
          });
      };
      await summary.focus();
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
      await page.keyboard.press('Enter');
      await becomes(true, `Enter did not open the disclosure (focus was on ${focused})`);
      await page.keyboard.press('Space');
      await becomes(false, 'Space did not close the disclosure');
      await page.keyboard.press('Enter');
      await becomes(true, 'Enter did not open the disclosure again');
      await page.keyboard.press('Escape');
      await becomes(false, 'Escape did not close the disclosure');
      assert.deepEqual(problems, []);
    },
  );

  test('reduced motion: nothing hidden for a reveal, bars at their final value at once', async () => {
    const { page, problems } = await openPage(site.browser, { ...DESKTOP, reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`);
    await settled(page);
    // A section would hide its content once hydrated, in idle time for most: all of them first.
    await allHydrated(page);
    assert.equal(await page.locator('.reveal-hidden').count(), 0);
    const filter = skillFilters.find(({ value }) => value !== 'all' && filterSkills(skills, value).length > 0)!;
    await page.locator('#habilidades-tecnicas').getByRole('button', { name: filter.label, exact: true }).click();
    const values = await page
      .locator('#habilidades-tecnicas meter')
      .evaluateAll((meters) => meters.map((meter) => (meter as HTMLMeterElement).value));
    assert.deepEqual(
      values,
      filterSkills(skills, filter.value).map((skill) => skill.percentage),
    );
    assert.deepEqual(problems, []);
  });

  test('reveal: content below the fold is hidden until scrolled to, then shown', async () => {
    const { page, problems } = await openPage(site.browser, DESKTOP);
    await page.goto(`${site.url}/`);
    await settled(page);
    // The section hides its content once it has hydrated, which it does when it comes near or is used:
    // used here (a tap in it, still below the fold), then the hidden state is waited for.
    await allHydrated(page, ['experiencia']);
    await page.locator('#experiencia .reveal.reveal-hidden').waitFor({ state: 'attached' });
    await page.locator('#experiencia h2').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('#experiencia .reveal')!.classList.contains('reveal-hidden'));
    // Keyboard focus arriving during the fade-in: the content shows fully at once, not from transparent.
    const opacity = await page.evaluate(() => {
      const reveal = document.querySelector<HTMLElement>('#experiencia .reveal')!;
      reveal.querySelector<HTMLElement>('a, button, summary')!.focus();
      return getComputedStyle(reveal).opacity;
    });
    assert.equal(opacity, '1');
    assert.deepEqual(problems, []);
  });

  for (const [label, viewport] of [
    ['320 px', { width: 320, height: 640 }],
    ['200% zoom of 1280 px', { width: 640, height: 400 }],
  ] as const) {
    test(`reflow: no horizontal scroll at ${label}`, async () => {
      const { page, problems } = await openPage(site.browser, { viewport });
      for (const path of ['/', '/404']) {
        await page.goto(`${site.url}${path}`);
        await settled(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${path} scrolls sideways by ${overflow}px`);
      }
      assert.deepEqual(problems, []);
    });
  }
});
