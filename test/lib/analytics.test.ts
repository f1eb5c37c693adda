import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { gtagScriptUrl, installAnalytics, shouldLoadAnalytics, startAnalytics, track } from '../../src/lib/analytics';

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const gtagScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('analytics loader', () => {
  test('loads only in production with an id', () => {
    assert.equal(shouldLoadAnalytics({ mode: 'production', gaMeasurementId: 'G-TEST123' }), true);
    assert.equal(shouldLoadAnalytics({ mode: 'development', gaMeasurementId: 'G-TEST123' }), false);
    assert.equal(shouldLoadAnalytics({ mode: 'production', gaMeasurementId: ' ' }), false);
    startAnalytics({ mode: 'development', gaMeasurementId: 'G-TEST123' });
    startAnalytics({ mode: 'production', gaMeasurementId: '' });
    assert.equal(window.gtag, undefined);
    assert.equal(window.dataLayer, undefined);
    assert.deepEqual(gtagScripts(), []);
  });

  test('defines gtag pushing Arguments objects, sets the language, configures the id and adds one async script after load', () => {
    startAnalytics({ mode: 'production', gaMeasurementId: 'G-TEST123' });
    if (document.readyState !== 'complete') {
      assert.deepEqual(gtagScripts(), [], 'the tag must wait for the page to load');
      window.dispatchEvent(new Event('load'));
    }
    assert.deepEqual(gtagScripts(), [gtagScriptUrl('G-TEST123')]);
    assert.equal(gtagScriptUrl('G-TEST123'), 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    assert.equal((document.head.querySelector('script') as HTMLScriptElement).async, true);
    const [js, language, configCall] = window.dataLayer!;
    assert.equal(Object.prototype.toString.call(js), '[object Arguments]');
    assert.equal((js as IArguments)[0], 'js');
    assert.ok((js as IArguments)[1] instanceof Date);
    assert.deepEqual([...(configCall as IArguments)], ['config', 'G-TEST123']);
    // Before the configuration, so the page view carries it too.
    assert.deepEqual([...(language as IArguments)], ['set', { page_language: 'pt-BR' }], "every event carries the page's language");
  });

  test('events sent before the script arrives wait in dataLayer', () => {
    installAnalytics('G-TEST123');
    track('click', { category: 'navigation', label: 'contato' });
    const last = window.dataLayer!.at(-1) as IArguments;
    assert.equal(Object.prototype.toString.call(last), '[object Arguments]');
    assert.deepEqual([...last], ['event', 'click', { category: 'navigation', label: 'contato' }]);
  });

  test('track is a no-op without gtag and never throws from a broken one', () => {
    assert.doesNotThrow(() => track('section_read', { section_id: 'inicio', section_label: 'Início' }));
    window.gtag = () => {
      throw new Error('blocked');
    };
    assert.doesNotThrow(() => track('click', { category: 'theme', label: 'light' }));
  });
});
