import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { GTAG_ORIGIN } from '../../src/lib/analytics';
import { TITLE_DWELL_MS } from '../../src/lib/title';
import { ui } from '../../src/catalogues';
import { consentUi } from '../../src/catalogues/consent';
import { consentUi as enConsent } from '../../src/catalogues/consent/en';
import { choiceMadeBefore } from '../support/analytics';
import { allHydrated } from '../support/hydration';
import { axeViolations } from '../support/axe';
import { siteCaseStudies, siteContent, siteNotes, siteTranslation } from '../support/content';
import { notePath, notesListPath } from '../../src/lib/pagePaths';
import { buildVariant } from '../support/builds';
import { MOBILE, openPage, settled } from '../support/pages';
import { providersInPrivacyText } from '../support/privacyText';
import { useSite } from '../support/servedSite';

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

/** dataLayer as plain arrays: [command, ...args] of each gtag() call. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify([...entry]))),
  );

const eventsNamed = async (page: Page, name: string): Promise<Record<string, string>[]> =>
  (await dataLayer(page))
    .filter((entry: unknown[]) => entry[0] === 'event' && entry[1] === name)
    .map((entry: unknown[]) => entry[2] as Record<string, string>);

/** Stands in for gtag.js: says it ran, and sets a cookie as the real tag does. */
const STUB_TAG =
  'window.__gtagLoaded = true; document.cookie = "_ga=GA1.1.stub; path=/"; document.cookie = "_ga_TEST123=GS1.1.stub; path=/";';
const notice = (page: Page) => page.getByRole('region', { name: consentUi.label });
/**
 * Whether the page has asked for the tag: the one path that requests it appends its script element
 * at once, so this is exact where the requests seen so far (the network's silence) are not.
 */
const tagAdded = (page: Page) => page.evaluate((origin) => document.querySelector(`script[src^="${origin}"]`) !== null, GTAG_ORIGIN);
const analyticsCookies = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'));

describe("analytics in Chromium, with the visitor's consent", () => {
  const site = useSite(() => buildVariant({ GA_MEASUREMENT_ID: 'G-TEST123' }));
  const plain = useSite();

  /** A page whose requests to Google are answered by the stand-in, and counted; `choice`: one made on an earlier visit. */
  async function openWithStubbedTag(choice?: 'granted' | 'denied', options = {}) {
    const watched = await openPage(site.browser, { colorScheme: 'dark', ...options });
    if (choice) await watched.page.addInitScript(choiceMadeBefore(choice));
    const requests: string[] = [];
    await watched.page.context().route('https://www.googletagmanager.com/**', async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: STUB_TAG });
    });
    return { ...watched, requests };
  }

  test('before the choice nothing reaches Google; "Aceitar" loads the tag and sends the waiting campaign event', async () => {
    const { page, problems, requests } = await openWithStubbedTag();
    await page.goto(`${site.url}/?utm_source=news&utm_medium=email&gclid=abc&x=1#sobre-mim`);
    await settled(page);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash, '/?x=1#sobre-mim');
    await notice(page).waitFor();
    assert.equal(await tagAdded(page), false);
    assert.deepEqual(requests, []);
    assert.deepEqual(await analyticsCookies(page), []);
    assert.deepEqual(await eventsNamed(page, 'utm_parameters_captured'), [], 'the campaign waits in memory');
    await notice(page).getByRole('button', { name: consentUi.accept }).click();
    await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true);
    assert.deepEqual(requests, [GTAG], 'the tag must be requested exactly once');
    assert.equal(await notice(page).count(), 0);
    assert.deepEqual(await eventsNamed(page, 'utm_parameters_captured'), [{ utm_source: 'news', utm_medium: 'email', click_ids: 'gclid' }]);
    assert.deepEqual(await eventsNamed(page, 'google_ads_click'), [{ click_ids: 'gclid' }]);
    const layer = await dataLayer(page);
    assert.deepEqual(layer[0], [
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    assert.deepEqual(layer[1], ['consent', 'update', { analytics_storage: 'granted' }]);
    assert.deepEqual(layer.slice(3, 5), [
      ['set', { page_language: 'pt-BR' }],
      ['config', 'G-TEST123'],
    ]);
    assert.deepEqual(problems, []);
  });

  test('"Recusar" never loads the tag, in this visit or the next', async () => {
    const { page, problems, requests } = await openWithStubbedTag();
    await page.goto(`${site.url}/?utm_source=news`);
    await settled(page);
    await notice(page).getByRole('button', { name: consentUi.refuse }).click();
    assert.equal(await notice(page).count(), 0);
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    await page.reload();
    await settled(page);
    assert.equal(await notice(page).count(), 0, 'the choice is remembered');
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    assert.equal(await tagAdded(page), false);
    assert.deepEqual(requests, []);
    assert.deepEqual(await analyticsCookies(page), []);
    assert.deepEqual(await eventsNamed(page, 'click'), []);
    assert.deepEqual(problems, []);
  });

  test('Global Privacy Control: no notice, nothing loaded', async () => {
    const { page, problems, requests } = await openWithStubbedTag();
    // A string: a function would be compiled by tsx with helpers the page does not have.
    await page.addInitScript('Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })');
    await page.goto(`${site.url}/?utm_source=news`);
    await settled(page);
    assert.equal(await page.evaluate(() => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl), true);
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    assert.equal(await notice(page).count(), 0);
    assert.equal(await tagAdded(page), false);
    assert.deepEqual(requests, []);
    assert.deepEqual(await eventsNamed(page, 'click'), []);
    assert.deepEqual(problems, []);
  });

  test('withdrawing from the privacy dialog deletes the cookies and stops the events, without a reload', async () => {
    const { page, problems } = await openWithStubbedTag('granted');
    await page.goto(`${site.url}/`);
    await settled(page);
    await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true);
    assert.deepEqual((await analyticsCookies(page)).sort(), ['_ga', '_ga_TEST123']);
    await page.getByRole('button', { name: ui.footer.privacy }).click();
    await page.getByRole('dialog').getByRole('button', { name: consentUi.preferences }).click();
    await notice(page).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      consentUi.label,
      'focus goes to the notice',
    );
    await notice(page).getByRole('button', { name: consentUi.refuse }).click();
    assert.deepEqual(await analyticsCookies(page), []);
    assert.equal(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']), true);
    const clicks = (await eventsNamed(page, 'click')).length;
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    assert.equal((await eventsNamed(page, 'click')).length, clicks);
    assert.deepEqual(problems, []);
  });

  test('clicks and reading flow through track() into dataLayer, without personal data', async () => {
    const { page, problems } = await openWithStubbedTag('granted');
    // The page's timers run when the test says: 3 s of reading pass on cue.
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await settled(page);
    const scrolled = page.evaluate(
      () => new Promise<void>((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true })),
    );
    await page.locator('.nav-list').getByRole('link', { name: 'Sobre Mim' }).click();
    assert.deepEqual(await eventsNamed(page, 'click'), [{ category: 'navigation', label: 'sobre-mim' }]);
    await scrolled;
    await page.clock.runFor(TITLE_DWELL_MS + 500);
    const read = await eventsNamed(page, 'section_read');
    assert.deepEqual(read.at(-1), { section_id: 'sobre-mim', section_label: 'Sobre Mim' });
    await page.clock.runFor(TITLE_DWELL_MS + 500);
    assert.equal((await eventsNamed(page, 'section_read')).filter((event) => event.section_id === 'sobre-mim').length, 1);
    await page.getByRole('button', { name: 'Backend', exact: true }).first().click();
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    const clicks = await eventsNamed(page, 'click');
    assert.deepEqual(clicks.slice(-2), [
      { category: 'project_filter', label: 'backend' },
      { category: 'theme', label: 'light' },
    ]);
    assert.deepEqual(problems, []);
  });

  test(
    'a move to a case study: its click, then a page view for each page shown inside the app',
    { skip: siteCaseStudies.length === 0 && 'no case study' },
    async () => {
      const { page, problems } = await openWithStubbedTag('granted', { reducedMotion: 'reduce' });
      await page.goto(`${site.url}/`);
      await settled(page);
      // Every section in place: a card that still moves in as it reveals could take the click instead.
      await allHydrated(page);
      const [id] = siteCaseStudies;
      const title = siteContent.projects.find((project) => project.id === id)!.title;
      await page.getByRole('link', { name: title, exact: true }).click();
      await page.locator('#artigo-titulo').waitFor();
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).some((entry) => entry[1] === 'page_view'),
      );
      assert.deepEqual((await eventsNamed(page, 'click')).at(-1), { category: 'project', label: `${id}:case_study` });
      const [view] = await eventsNamed(page, 'page_view');
      assert.deepEqual(
        { ...view, page_location: new URL(view.page_location).pathname },
        { page_location: `/projetos/${id}`, page_path: `/projetos/${id}`, page_title: `${siteContent.owner.firstName} | ${title}` },
      );
      await page.goBack();
      await page.waitForFunction(
        () => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).filter((entry) => entry[1] === 'page_view').length === 2,
      );
      assert.equal((await eventsNamed(page, 'page_view'))[1].page_path, '/');
      assert.deepEqual(problems, []);
    },
  );

  test(
    "a move to a note: a page view for it; no cookie of the site's own",
    { skip: siteNotes['pt-BR'].length === 0 && 'no note' },
    async () => {
      const { page, problems } = await openWithStubbedTag('granted', { reducedMotion: 'reduce' });
      const list = `${notesListPath('pt-BR')}/`;
      await page.goto(`${site.url}${list}`);
      await settled(page);
      const [note] = siteNotes['pt-BR'];
      await page.locator('.note-entry__title').getByRole('link', { name: note.title, exact: true }).click();
      await page.locator('#artigo-titulo').waitFor();
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).some((entry) => entry[1] === 'page_view'),
      );
      // The list's own view went with the tag's configuration on load; each move inside the app is an event.
      const views = await eventsNamed(page, 'page_view');
      assert.deepEqual(
        views.map((view) => view.page_path),
        [notePath(note.slug, 'pt-BR')],
      );
      assert.ok(views[0].page_title.endsWith(note.title));
      // Google's own (as the privacy text lists them), and none besides.
      const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
      assert.deepEqual(
        cookies.filter((name) => !name.startsWith('_ga')),
        [],
      );
      assert.deepEqual(problems, []);
    },
  );

  test('a blocked tag never breaks the page', async () => {
    const { page, problems } = await openPage(site.browser);
    await page.addInitScript(choiceMadeBefore('granted'));
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort('blockedbyclient'));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().startsWith('https://www.googletagmanager.com'));
    await page.goto(`${site.url}/`);
    await settled(page);
    // The page goes on after the tag has failed, not merely before it does.
    await failed;
    await page.locator('.nav-list').getByRole('link', { name: 'Contato' }).click();
    assert.equal((await eventsNamed(page, 'click')).length, 1);
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('googletagmanager')),
      [],
    );
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    test(`axe: the notice open at 390 px and at 1280 px, ${colorScheme}`, async () => {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const { page, problems } = await openWithStubbedTag(undefined, {
          ...(viewport.width < 400 ? MOBILE : {}),
          viewport,
          colorScheme,
          bypassCSP: true,
          reducedMotion: 'reduce',
        });
        await page.goto(`${site.url}/`);
        await settled(page);
        await notice(page).waitFor();
        assert.deepEqual(await axeViolations(page), [], `${viewport.width} px ${colorScheme}`);
        assert.deepEqual(problems, []);
      }
    });
  }

  test('the English edition asks in English', { skip: siteTranslation === null && 'the content has no translation' }, async () => {
    const { page, problems, requests } = await openWithStubbedTag();
    await page.goto(`${site.url}/en/`);
    await settled(page);
    const englishNotice = page.getByRole('region', { name: enConsent.label });
    await englishNotice.getByRole('button', { name: enConsent.accept }).waitFor();
    assert.ok((await englishNotice.textContent())?.includes(enConsent.text));
    await englishNotice.getByRole('button', { name: enConsent.refuse }).click();
    assert.equal(await englishNotice.count(), 0);
    assert.equal(await tagAdded(page), false);
    assert.deepEqual(requests, []);
    assert.deepEqual(problems, []);
  });

  test('the privacy text names Google Analytics where the build loads it, and no provider where it loads none', async () => {
    for (const [url, named] of [
      [site.url, ['Google Analytics']],
      [plain.url, []],
    ] as const) {
      const { page, problems } = await openPage(site.browser);
      await page.goto(`${url}/`);
      await settled(page);
      assert.deepEqual(await providersInPrivacyText(page), named, url);
      assert.deepEqual(problems, []);
    }
  });

  test('without an id: no notice, nothing requested, no gtag', async () => {
    const watched = await openPage(site.browser);
    const outside: string[] = [];
    watched.page.on('request', (request) => {
      if (!request.url().startsWith(plain.url)) outside.push(request.url());
    });
    await watched.page.goto(`${plain.url}/?utm_source=x`);
    await settled(watched.page);
    assert.equal(await tagAdded(watched.page), false);
    assert.deepEqual(outside, []);
    assert.equal(await notice(watched.page).count(), 0);
    assert.equal(await watched.page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag), 'undefined');
    assert.equal(new URL(watched.page.url()).search, '', 'campaign parameters are cleaned even without analytics');
    assert.deepEqual(watched.problems, []);
  });
});
