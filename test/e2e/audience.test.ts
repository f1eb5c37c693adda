// Privacy-first audience measurement in Chromium (issue 64): for each provider, a site built to send to a
// stand-in collector on 127.0.0.1 that speaks the provider's documented format. One build per provider.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ui as pt } from '../../src/catalogues/pt-BR';
import { ui as en } from '../../src/catalogues/en';
import { audienceUi as ptAudience } from '../../src/catalogues/audience/pt-BR';
import { audienceUi as enAudience } from '../../src/catalogues/audience/en';
import { consentUi as ptConsent } from '../../src/catalogues/consent/pt-BR';
import { consentUi as enConsent } from '../../src/catalogues/consent/en';
import { OPT_OUT_STORAGE_KEY } from '../../src/lib/audience';
import type { AudienceProvider } from '../../src/lib/appConfig';
import { notesListPath } from '../../src/lib/pagePaths';
import { DEFAULT_RETENTION_MONTHS } from '../../tools/settings';
import { startAudienceStandIn, type AudienceStandIn, type Hit } from '../support/audienceStandIn';
import { buildVariant, defaultDist } from '../support/builds';
import { assetsOf, scriptGraph } from '../support/dist';
import { siteCaseStudies, siteContent, siteNotes, siteTranslation } from '../support/content';
import { allHydrated } from '../support/hydration';
import { openPage } from '../support/pages';
import { providersInPrivacyText } from '../support/privacyText';
import { useSite } from '../support/servedSite';

const PROVIDERS: { provider: AudienceProvider; siteId: string; endpointPath: string }[] = [
  { provider: 'plausible', siteId: 'portfolio.example', endpointPath: '' },
  // Self-hosted under a path: the policy still names the origin alone.
  { provider: 'umami', siteId: '4f9d1c2e-8b3a-4d5e-9f60-7a1b2c3d4e5f', endpointPath: '/umami' },
  { provider: 'goatcounter', siteId: '', endpointPath: '' },
];

/** Each provider's build, once its suite has made it. */
const builds = new Map<AudienceProvider, string>();

let shared: Promise<AudienceStandIn> | undefined;
after(async () => {
  if (shared) await (await shared).close();
});

/** Every request the page makes to the collector's origin, from now on. */
function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) urls.push(request.url());
  });
  return urls;
}

/**
 * The app has started on the page. Not settled(), which waits until no request is in flight: the
 * collector's keepalive requests, made to outlive their page, may still count as in flight after a
 * move, and these tests wait for what they need themselves (hydration, the collector's hits).
 */
const started = (page: Page) => page.waitForFunction(() => (window as unknown as { __appStarted?: boolean }).__appStarted === true);

/** The page's queued work has run: a move's page view is tracked a task after the page arrives. */
const tasksDone = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(() => setTimeout(resolve)))));

/** What the visit left on the device: cookies, and every web storage the page can write. */
async function deviceTraces(page: Page) {
  const stored = await page.evaluate(async () => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }));
  return { cookies: (await page.context().cookies()).map((cookie) => cookie.name), ...stored };
}
const NOTHING_STORED = { cookies: [], local: {}, session: 0, databases: 0, caches: 0 };

const connectSources = (policy: string) => /(?:^|;\s*)connect-src ([^;]*)/.exec(policy)![1].split(' ');

for (const { provider, siteId, endpointPath } of PROVIDERS) {
  describe(`counting the audience with ${provider}, without a notice`, () => {
    let standIn!: AudienceStandIn;
    let dir = '';
    const site = useSite(async () => {
      standIn = await (shared ??= startAudienceStandIn());
      dir = buildVariant({
        ANALYTICS_PROVIDER: provider,
        ANALYTICS_SITE_ID: siteId,
        ANALYTICS_ENDPOINT: standIn.origin + endpointPath,
      });
      builds.set(provider, dir);
      return dir;
    });
    const ours = (match: (hit: Hit) => boolean) => (hit: Hit) => hit.provider === provider && match(hit);
    /** GoatCounter names an event with its values (`click:navigation:sobre-mim`); the others send them apart. */
    const isEvent = (name: string) => (hit: Hit) => hit.name === name || (hit.name?.startsWith(`${name}:`) ?? false);
    const pageView = (path: string) => ours((hit) => hit.name === null && hit.path === path);
    const privacyDialog = async (page: Page, ui = pt) => {
      await page.getByRole('button', { name: ui.footer.privacy }).click();
      return page.getByRole('dialog');
    };
    const statement = (catalogue = ptAudience) =>
      catalogue.statement(catalogue.providers[provider], new URL(standIn.origin).host, DEFAULT_RETENTION_MONTHS);

    test(
      "a visit of five pages: a view of each, by path and the referrer's origin, the catalogue's events; nothing on the device",
      { skip: (siteCaseStudies.length === 0 || siteNotes['pt-BR'].length === 0) && 'no case study or no note' },
      async () => {
        const from = standIn.hits.length;
        const { page, problems } = await openPage(site.browser, { reducedMotion: 'reduce' });
        await page.goto(`${site.url}/?utm_source=news&utm_medium=email&gclid=abc&fbclid=def`, {
          referer: 'https://elsewhere.example/a/page?q=1',
        });
        await started(page);
        await allHydrated(page);
        const first = await standIn.waitFor(pageView('/'), from);
        assert.equal(first.referrer, 'https://elsewhere.example');
        for (const name of ['utm_parameters_captured', 'google_ads_click', 'facebook_ads_click'])
          await standIn.waitFor(ours(isEvent(name)), from);
        assert.equal(new URL(page.url()).search, '', 'the campaign is cleaned from the address');

        const section = siteContent.homeSections[1];
        await page.locator('.nav-list').getByRole('link', { name: section.label }).click();
        const click = await standIn.waitFor(ours(isEvent('click')), from);
        if (provider !== 'goatcounter') assert.deepEqual(click.props, { category: 'navigation', label: section.id });
        await standIn.waitFor(ours(isEvent('section_read')), from);

        const [caseStudy] = siteCaseStudies;
        const title = siteContent.projects.find((project) => project.id === caseStudy)!.title;
        await page.getByRole('link', { name: title, exact: true }).click();
        await standIn.waitFor(pageView(`/projetos/${caseStudy}`), from);
        await page.goBack();
        await standIn.waitFor((hit) => pageView('/')(hit) && hit !== first, from);
        await page.getByRole('link', { name: pt.header.notes }).first().click();
        await standIn.waitFor(pageView(`${notesListPath('pt-BR')}/`), from);
        const [note] = siteNotes['pt-BR'];
        await page.locator('.note-entry__title').getByRole('link', { name: note.title, exact: true }).click();
        await standIn.waitFor(pageView(`/notas/${note.slug}`), from);

        const hits = standIn.hits.slice(from).filter((hit) => hit.provider === provider);
        assert.equal(hits.filter((hit) => hit.name === null).length, 5, 'one view per page shown');
        assert.ok(
          hits.every((hit) => !hit.path.includes('?') && hit.cookie === undefined),
          'paths without a query, requests without a cookie',
        );
        assert.deepEqual(
          hits.filter((hit) => hit !== first && hit.referrer !== ''),
          [],
          'only the first view came from elsewhere',
        );
        assert.equal(await page.getByRole('region', { name: ptConsent.label }).count(), 0, 'no notice');
        assert.deepEqual(await deviceTraces(page), NOTHING_STORED);
        assert.deepEqual(standIn.problems, []);
        assert.deepEqual(problems, []);
      },
    );

    test(
      'the English edition is counted, and its privacy text says in English what is measured',
      { skip: !siteTranslation && 'no translation' },
      async () => {
        const from = standIn.hits.length;
        const { page, problems } = await openPage(site.browser);
        await page.goto(`${site.url}/en/`);
        await started(page);
        await standIn.waitFor(pageView('/en/'), from);
        assert.equal(await page.getByRole('region', { name: enConsent.label }).count(), 0, 'no notice');
        const dialog = await privacyDialog(page, en);
        await dialog.getByText(statement(enAudience)).waitFor();
        await dialog.getByText(enAudience.counted).waitFor();
        await dialog.getByRole('button', { name: enAudience.optOut }).waitFor();
        assert.deepEqual(await deviceTraces(page), NOTHING_STORED);
        assert.deepEqual(problems, []);
      },
    );

    test('the privacy text names this provider and no other, in both editions', async () => {
      const { page, problems } = await openPage(site.browser);
      await page.goto(`${site.url}/`);
      await started(page);
      assert.deepEqual(await providersInPrivacyText(page), [ptAudience.providers[provider]]);
      if (siteTranslation) {
        await page.goto(`${site.url}/en/`);
        await started(page);
        assert.deepEqual(await providersInPrivacyText(page, en), [enAudience.providers[provider]]);
      }
      assert.deepEqual(problems, []);
    });

    test('opting out stops every request at once and is remembered; opting back in counts again', async () => {
      const from = standIn.hits.length;
      const { page, problems } = await openPage(site.browser, { reducedMotion: 'reduce' });
      const sent = requestsTo(page, standIn.origin);
      await page.goto(`${site.url}/`);
      await started(page);
      await allHydrated(page);
      await standIn.waitFor(pageView('/'), from);
      let dialog = await privacyDialog(page);
      await dialog.getByText(statement()).waitFor();
      await dialog.getByText(ptAudience.counted).waitFor();
      await dialog.getByRole('button', { name: ptAudience.optOut }).click();
      await dialog.getByText(ptAudience.optedOut).waitFor();
      await page.keyboard.press('Escape');
      const before = sent.length;
      await page.locator('.nav-list').getByRole('link', { name: siteContent.homeSections[1].label }).click();
      await page.getByRole('link', { name: pt.header.notes }).first().click();
      await page.locator('main h1').waitFor();
      await tasksDone(page);
      assert.equal(sent.length, before, 'nothing after the opt-out');
      assert.deepEqual((await deviceTraces(page)).local, { [OPT_OUT_STORAGE_KEY]: '1' }, 'the opt-out alone is stored');

      await page.goto(`${site.url}/`);
      await started(page);
      await allHydrated(page);
      await tasksDone(page);
      assert.equal(sent.length, before, 'nothing on the next visit either');

      dialog = await privacyDialog(page);
      await dialog.getByText(ptAudience.optedOut).waitFor();
      await dialog.getByRole('button', { name: ptAudience.optIn }).click();
      await dialog.getByText(ptAudience.counted).waitFor();
      await page.keyboard.press('Escape');
      assert.deepEqual(await deviceTraces(page), NOTHING_STORED);
      await page.getByRole('link', { name: pt.header.notes }).first().click();
      await standIn.waitFor(pageView(`${notesListPath('pt-BR')}/`), from);
      assert.deepEqual(problems, []);
    });

    test('Global Privacy Control or Do Not Track: nothing is sent, and the privacy text says why', async () => {
      const signals = [
        'Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })',
        'Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })',
      ];
      for (const signal of signals) {
        const { page, problems } = await openPage(site.browser, { reducedMotion: 'reduce' });
        const sent = requestsTo(page, standIn.origin);
        // A string: a function would be compiled by tsx with helpers the page does not have.
        await page.addInitScript(signal);
        await page.goto(`${site.url}/?utm_source=news`);
        await started(page);
        await allHydrated(page);
        await page.getByRole('link', { name: pt.header.notes }).first().click();
        await page.locator('main h1').waitFor();
        await tasksDone(page);
        assert.deepEqual(sent, [], signal);
        const dialog = await privacyDialog(page);
        await dialog.getByText(ptAudience.browserSignal).waitFor();
        assert.equal(await dialog.getByRole('button', { name: ptAudience.optOut }).count(), 0);
        assert.deepEqual(await deviceTraces(page), NOTHING_STORED);
        assert.deepEqual(problems, []);
        await page.keyboard.press('Escape');
      }
    });

    test("every host's policy opens connections to the endpoint's origin, and to nothing else of the provider's", () => {
      const headers = readFileSync(join(dir, '_headers'), 'utf8');
      const header = /Content-Security-Policy: (.*)/.exec(headers)![1];
      const vercel = JSON.parse(readFileSync(join(dir, 'vercel.json'), 'utf8')) as {
        headers: { headers: { key: string; value: string }[] }[];
      };
      const vercelPolicy = vercel.headers.flatMap((rule) => rule.headers).find((entry) => entry.key === 'Content-Security-Policy')!.value;
      const metas = ['index.html', ...(siteTranslation ? ['en/index.html'] : [])].map(
        (file) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync(join(dir, file), 'utf8'))![1],
      );
      for (const policy of [header, vercelPolicy, ...metas]) {
        const connect = connectSources(policy);
        assert.equal(connect.filter((source) => source === standIn.origin).length, 1, policy);
        assert.ok(!connect.some((source) => source.includes('google')), policy);
        assert.equal(policy.split(standIn.origin).length, 2, `the endpoint is in connect-src alone: ${policy}`);
      }
    });
  });
}

/** The home page's scripts: those it runs at start, and those it may load later, as text. */
function scriptsOf(site: string) {
  const { start, later } = scriptGraph(assetsOf(readFileSync(join(site, 'index.html'), 'utf8')).script, site);
  const text = (urls: string[]) => urls.map((url) => readFileSync(join(site, url), 'utf8')).join('\n');
  return { start: text(start), later: text(later) };
}

test("the provider's lines load later, never at start; a build without such a provider carries none of this", () => {
  const counted = scriptsOf(builds.get('plausible') ?? assert.fail('the plausible suite made no build'));
  // The opt-out's key and button come with the page; the provider's request only after interaction.
  // ASCII words: the bundle writes other characters as escapes.
  const startTraces = [OPT_OUT_STORAGE_KEY, ptAudience.optIn];
  assert.deepEqual(
    startTraces.filter((trace) => counted.start.includes(trace)),
    startTraces,
  );
  assert.ok(!counted.start.includes('/api/event') && counted.later.includes('/api/event'));
  for (const site of [defaultDist(), buildVariant({ GA_MEASUREMENT_ID: 'G-TEST123' })]) {
    const { start, later } = scriptsOf(site);
    assert.deepEqual(
      [...startTraces, '/api/event'].filter((trace) => start.includes(trace) || later.includes(trace)),
      [],
    );
  }
});
