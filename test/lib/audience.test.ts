import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { measureWith, track, type TrackedEvent } from '../../src/lib/analytics';
import { browserRefuses, createAudienceStore, OPT_OUT_STORAGE_KEY, startAudience } from '../../src/lib/audience';
import { collector } from '../../src/lib/audienceCollector';
import type { AudienceSettings } from '../../src/lib/appConfig';
import { memoryStorage as memory } from '../support/memoryStorage';

const settings = (provider: AudienceSettings['provider'], siteId = 'site.example'): AudienceSettings => ({
  provider,
  siteId,
  endpoint: 'http://127.0.0.1:9/stats',
  retentionMonths: 25,
});
const click = { category: 'navigation', label: 'contato' } as const;
const pageView = (path: string): TrackedEvent => [
  'page_view',
  { page_location: `http://localhost:5173${path}?utm_source=x`, page_path: path, page_title: 'T' },
];

// Where nothing else measures, track() drops events: the next file starts as a page that measures nothing.
const stopMeasuring = () => measureWith({ get: () => ({ choice: 'denied', asking: false }) });

describe("the browser's own refusal", () => {
  test('Global Privacy Control or Do Not Track (1) refuse; anything else does not', () => {
    assert.equal(browserRefuses({ globalPrivacyControl: true }), true);
    assert.equal(browserRefuses({ doNotTrack: '1' }), true);
    assert.equal(browserRefuses({ globalPrivacyControl: false, doNotTrack: '0' }), false);
    assert.equal(browserRefuses({ doNotTrack: null }), false);
    assert.equal(browserRefuses(undefined), false);
  });
});

describe('the opt-out', () => {
  test('counted by default; the opt-out is stored and takes effect at once; opting back in removes it', () => {
    const storage = memory();
    const store = createAudienceStore(storage, false);
    assert.equal(store.get(), 'counted');
    store.optOut();
    assert.equal(store.get(), 'optedOut');
    assert.deepEqual([...storage.values], [[OPT_OUT_STORAGE_KEY, '1']]);
    assert.equal(createAudienceStore(storage, false).get(), 'optedOut', 'remembered on the next visit');
    store.optIn();
    assert.equal(store.get(), 'counted');
    assert.deepEqual([...storage.values], []);
  });

  test("the browser's signal wins over a stored choice and over opting back in", () => {
    const store = createAudienceStore(memory(), true);
    assert.equal(store.get(), 'browserSignal');
    store.optIn();
    assert.equal(store.get(), 'browserSignal');
  });
});

describe('starting the count', () => {
  afterEach(stopMeasuring);

  /** A collector that records what it is given, and says when the provider's lines have loaded. */
  function fakeLines() {
    const sent: TrackedEvent[] = [];
    let loads = 0;
    let resolve = () => {};
    const loaded = new Promise<void>((done) => (resolve = done));
    const load = () => {
      loads++;
      return Promise.resolve({
        collector: () => {
          resolve();
          return (event: TrackedEvent) => void sent.push(event);
        },
      });
    };
    return { sent, loaded, load, loads: () => loads };
  }

  test("this page's view and the events before the lines load are sent once they have, in order", async () => {
    const lines = fakeLines();
    startAudience({ audience: settings('plausible') }, createAudienceStore(memory(), false), lines.load);
    track('click', click);
    assert.equal(lines.sent.length, 0, 'nothing before the lines load');
    await lines.loaded;
    assert.deepEqual(
      lines.sent.map(([event]) => event),
      ['page_view', 'click'],
    );
    assert.deepEqual(lines.sent[0], [
      'page_view',
      { page_location: window.location.href, page_path: window.location.pathname, page_title: document.title },
    ]);
    track('click', click);
    assert.equal(lines.sent.length, 3);
  });

  test('an opt-out drops every later event at once; opting out before the start loads nothing until opting back in', async () => {
    const lines = fakeLines();
    const store = createAudienceStore(memory(), false);
    startAudience({ audience: settings('umami') }, store, lines.load);
    await lines.loaded;
    store.optOut();
    track('click', click);
    assert.equal(lines.sent.length, 1, 'the page view alone');

    const later = fakeLines();
    const optedOut = createAudienceStore(memory({ [OPT_OUT_STORAGE_KEY]: '1' }), false);
    startAudience({ audience: settings('umami') }, optedOut, later.load);
    track('click', click);
    assert.equal(later.loads(), 0);
    optedOut.optIn();
    track('click', click);
    await later.loaded;
    assert.deepEqual(
      later.sent.map(([event]) => event),
      ['click'],
    );
  });

  test('under Global Privacy Control or Do Not Track the lines never load', () => {
    const lines = fakeLines();
    startAudience({ audience: settings('goatcounter') }, createAudienceStore(memory(), true), lines.load);
    track('click', click);
    assert.equal(lines.loads(), 0);
  });
});

describe("the providers' requests", () => {
  const requests: { url: string; init: RequestInit }[] = [];
  let realFetch: typeof fetch;
  beforeEach(() => {
    requests.length = 0;
    realFetch = globalThis.fetch;
    globalThis.fetch = ((url: string, init: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(new Response(null, { status: 202 }));
    }) as typeof fetch;
    Object.defineProperty(document, 'referrer', { value: 'https://elsewhere.example/a/page?q=1', configurable: true });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete (document as { referrer?: string }).referrer;
  });
  const bodies = () => requests.map(({ init }) => JSON.parse(init.body as string) as Record<string, unknown>);

  test("every request goes without credentials, and survives the page's unload", () => {
    for (const provider of ['plausible', 'umami', 'goatcounter'] as const) collector(settings(provider))(pageView('/'));
    assert.ok(requests.every(({ init }) => init.credentials === 'omit' && init.keepalive === true));
  });

  test("Plausible: POST /api/event with name, url (the path, no query), domain, the first view's referrer origin, props", () => {
    const send = collector(settings('plausible', 'portfolio.example'));
    send(pageView('/projetos/loja'));
    send(pageView('/notas/'));
    send(['click', click]);
    assert.deepEqual(
      requests.map(({ url, init }) => [url, init.method]),
      Array(3).fill(['http://127.0.0.1:9/stats/api/event', 'POST']),
    );
    assert.deepEqual(bodies(), [
      { name: 'pageview', url: 'http://localhost:5173/projetos/loja', domain: 'portfolio.example', referrer: 'https://elsewhere.example' },
      { name: 'pageview', url: 'http://localhost:5173/notas/', domain: 'portfolio.example', referrer: null },
      { name: 'click', url: `http://localhost:5173${window.location.pathname}`, domain: 'portfolio.example', referrer: null, props: click },
    ]);
  });

  test('Umami: POST /api/send with {type: event, payload}; a page view has no name, an event its name and data', () => {
    const send = collector(settings('umami', 'abc-123'));
    send(pageView('/projetos/loja'));
    send(['section_read', { section_id: 'sobre-mim', section_label: 'Sobre' }]);
    assert.equal(requests[0].url, 'http://127.0.0.1:9/stats/api/send');
    const common = {
      website: 'abc-123',
      hostname: 'localhost',
      language: navigator.language,
      screen: `${window.screen.width}x${window.screen.height}`,
    };
    assert.deepEqual(bodies(), [
      { type: 'event', payload: { ...common, url: '/projetos/loja', referrer: 'https://elsewhere.example', title: 'T' } },
      {
        type: 'event',
        payload: {
          ...common,
          url: window.location.pathname,
          referrer: '',
          title: document.title,
          name: 'section_read',
          data: { section_id: 'sobre-mim', section_label: 'Sobre' },
        },
      },
    ]);
  });

  test('GoatCounter: GET /count with p, t, r and e; an event is its name and values in p', () => {
    const send = collector(settings('goatcounter', ''));
    send(pageView('/projetos/loja'));
    send(['click', click]);
    const queries = requests.map(({ url, init }) => {
      assert.equal(init.method, undefined);
      assert.equal(init.mode, 'no-cors');
      const parsed = new URL(url);
      assert.equal(parsed.origin + parsed.pathname, 'http://127.0.0.1:9/stats/count');
      const { rnd, ...rest } = Object.fromEntries(parsed.searchParams);
      assert.match(rnd, /^[a-z0-9]+$/);
      return rest;
    });
    assert.deepEqual(queries, [
      { p: '/projetos/loja', t: 'T', r: 'https://elsewhere.example', e: 'false' },
      { p: 'click:navigation:contato', t: document.title, r: '', e: 'true' },
    ]);
  });

  test("a referrer of this site's own is not sent", () => {
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/notas/`, configurable: true });
    collector(settings('plausible'))(pageView('/'));
    assert.equal(bodies()[0].referrer, null);
  });
});
