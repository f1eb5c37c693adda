import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { analyticsCookieDeletions, gtagScriptUrl, installAnalytics, startAnalytics, track } from '../../src/lib/analytics';
import { shouldLoadAnalytics } from '../../src/lib/buildFlags';
import { createConsentStore } from '../../src/lib/consent';
import { memoryStorage as memory } from '../support/memoryStorage';

const gtagScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
/** dataLayer as plain arrays, checking that each entry is an Arguments object (gtag.js ignores arrays). */
const layer = () =>
  window.dataLayer!.map((entry) => {
    assert.equal(Object.prototype.toString.call(entry), '[object Arguments]');
    return JSON.parse(JSON.stringify([...(entry as IArguments)]));
  });
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const click = { category: 'navigation', label: 'contato' } as const;

describe('analytics with consent', () => {
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
    Reflect.deleteProperty(window, 'ga-disable-G-TEST123');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    for (const cookie of document.cookie.split(';'))
      document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  test('loads only in production with an id', () => {
    const off = { gaAdsConsent: false };
    assert.equal(shouldLoadAnalytics({ mode: 'production', gaMeasurementId: 'G-TEST123' }), true);
    assert.equal(shouldLoadAnalytics({ mode: 'development', gaMeasurementId: 'G-TEST123' }), false);
    assert.equal(shouldLoadAnalytics({ mode: 'production', gaMeasurementId: ' ' }), false);
    startAnalytics({ mode: 'development', gaMeasurementId: 'G-TEST123', ...off });
    startAnalytics({ mode: 'production', gaMeasurementId: '', ...off });
    assert.equal(window.gtag, undefined);
    assert.equal(window.dataLayer, undefined);
    assert.deepEqual(gtagScripts(), []);
  });

  test('before a choice: every signal denied, no script, events wait outside dataLayer', () => {
    installAnalytics('G-TEST123', false, createConsentStore(memory(), false));
    track('click', click);
    assert.deepEqual(layer(), [['consent', 'default', DENIED]]);
    assert.deepEqual(gtagScripts(), []);
  });

  test('accepting grants analytics storage only, loads one async script, then sends the waiting events', () => {
    const store = createConsentStore(memory(), false);
    installAnalytics('G-TEST123', false, store);
    track('utm_parameters_captured', { utm_source: 'news' });
    track('click', click);
    store.choose('granted');
    const entries = layer();
    assert.deepEqual(entries[1], ['consent', 'update', { analytics_storage: 'granted' }]);
    assert.equal(entries[2]![0], 'js');
    assert.deepEqual(entries.slice(3), [
      ['set', { page_language: 'pt-BR' }],
      ['config', 'G-TEST123'],
      ['event', 'utm_parameters_captured', { utm_source: 'news' }],
      ['event', 'click', click],
    ]);
    assert.deepEqual(gtagScripts(), [gtagScriptUrl('G-TEST123')]);
    assert.equal((document.head.querySelector('script') as HTMLScriptElement).async, true);
    track('click', click);
    assert.deepEqual(layer().at(-1), ['event', 'click', click]);
  });

  test('with GA_ADS_CONSENT, accepting grants the advertising signals too', () => {
    const store = createConsentStore(memory(), false);
    installAnalytics('G-TEST123', true, store);
    store.choose('granted');
    assert.deepEqual(layer()[1], [
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  test('refusing loads nothing and drops the waiting events', () => {
    const store = createConsentStore(memory(), false);
    installAnalytics('G-TEST123', false, store);
    track('click', click);
    store.choose('denied');
    track('click', click);
    assert.deepEqual(layer(), [['consent', 'default', DENIED]]);
    assert.deepEqual(gtagScripts(), []);
  });

  test('withdrawing turns the tag off at once, deletes its cookies and sends nothing more', () => {
    const store = createConsentStore(memory(), false);
    installAnalytics('G-TEST123', false, store);
    store.choose('granted');
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_TEST123=GS1.1; path=/';
    document.cookie = 'theme=dark; path=/';
    const before = layer().length;
    store.choose('denied');
    assert.deepEqual(layer().slice(before), [['consent', 'update', DENIED]]);
    assert.equal((window as unknown as Record<string, boolean>)['ga-disable-G-TEST123'], true);
    assert.equal(document.cookie, 'theme=dark');
    track('click', click);
    assert.equal(layer().length, before + 1);
  });

  test('the cookie deletions cover the host and every domain above it', () => {
    assert.deepEqual(analyticsCookieDeletions('_ga=1; x=2; _ga_ABC=3', 'www.example.com'), [
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.example.com',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.com',
      '_ga_ABC=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_ga_ABC=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.example.com',
      '_ga_ABC=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.com',
    ]);
    assert.deepEqual(analyticsCookieDeletions('', 'localhost'), []);
  });

  test('track never throws from a broken tag', () => {
    const store = createConsentStore(memory(), false);
    installAnalytics('G-TEST123', false, store);
    store.choose('granted');
    window.gtag = () => {
      throw new Error('blocked');
    };
    assert.doesNotThrow(() => track('click', { category: 'theme', label: 'light' }));
  });
});
