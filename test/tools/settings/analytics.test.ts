// The analytics settings (issue 64): which provider measures, and what each needs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { appConfig, DEFAULT_RETENTION_MONTHS, readSettings } from '../../../tools/settings';

const read = (env: Record<string, string>) => readSettings(env, '/nonexistent/.env');
const configOf = (env: Record<string, string>) => appConfig(read(env), 'production');
const endpoint = 'https://stats.example/';

describe('choosing who measures', () => {
  test('Google Analytics with a measurement id, as before; nobody without one', () => {
    assert.deepEqual(
      [configOf({ GA_MEASUREMENT_ID: 'G-1' }).gaMeasurementId, configOf({ GA_MEASUREMENT_ID: 'G-1' }).audience],
      ['G-1', null],
    );
    assert.deepEqual([configOf({}).gaMeasurementId, configOf({}).audience], ['', null]);
  });

  test('none turns Google Analytics off while its id stays set', () => {
    const config = configOf({ ANALYTICS_PROVIDER: 'none', GA_MEASUREMENT_ID: 'G-1' });
    assert.deepEqual([config.gaMeasurementId, config.audience], ['', null]);
  });

  test('a privacy-first provider: its site id and endpoint (no trailing slash), the retention, and no Google id', () => {
    assert.deepEqual(
      configOf({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'site.example', ANALYTICS_ENDPOINT: endpoint }).audience,
      {
        provider: 'plausible',
        siteId: 'site.example',
        endpoint: 'https://stats.example',
        retentionMonths: DEFAULT_RETENTION_MONTHS,
      },
    );
    const umami = configOf({
      ANALYTICS_PROVIDER: 'umami',
      ANALYTICS_SITE_ID: 'abc-1',
      ANALYTICS_ENDPOINT: 'https://x.example/umami/',
      ANALYTICS_RETENTION_MONTHS: '13',
    });
    assert.deepEqual(umami.audience, { provider: 'umami', siteId: 'abc-1', endpoint: 'https://x.example/umami', retentionMonths: 13 });
    assert.equal(umami.gaMeasurementId, '');
    // GoatCounter's site is its endpoint.
    assert.equal(configOf({ ANALYTICS_PROVIDER: 'goatcounter', ANALYTICS_ENDPOINT: 'https://code.goatcounter.com' }).audience?.siteId, '');
  });

  test('what a provider lacks or holds in vain fails the build, one line per problem, naming the setting', () => {
    assert.throws(
      () => read({ ANALYTICS_PROVIDER: 'matomo' }),
      /ANALYTICS_PROVIDER must be one of google, plausible, umami, goatcounter, none, got "matomo"/,
    );
    assert.throws(() => read({ ANALYTICS_PROVIDER: 'google' }), /ANALYTICS_PROVIDER google needs GA_MEASUREMENT_ID/);
    assert.throws(
      () => read({ ANALYTICS_PROVIDER: 'umami' }),
      (error: Error) =>
        /^ANALYTICS_ENDPOINT must be set for umami: .*; ANALYTICS_SITE_ID must be set for umami: the website's id in Umami$/.test(
          error.message,
        ),
    );
    assert.throws(
      () => read({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ENDPOINT: endpoint }),
      /ANALYTICS_SITE_ID must be set for plausible/,
    );
    assert.throws(
      () => read({ ANALYTICS_PROVIDER: 'goatcounter', ANALYTICS_ENDPOINT: endpoint, GA_MEASUREMENT_ID: 'G-1' }),
      /GA_MEASUREMENT_ID must be empty with ANALYTICS_PROVIDER goatcounter/,
    );
    assert.throws(() => read({ ANALYTICS_ENDPOINT: 'stats.example' }), /ANALYTICS_ENDPOINT must be an absolute http\(s\) URL/);
    assert.throws(
      () => read({ ANALYTICS_ENDPOINT: 'https://stats.example/?site=1' }),
      /ANALYTICS_ENDPOINT must be an address without \? or #/,
    );
    assert.throws(() => read({ ANALYTICS_SITE_ID: 'a b' }), /ANALYTICS_SITE_ID must be a domain or an id/);
    assert.throws(() => read({ ANALYTICS_RETENTION_MONTHS: '0' }), /ANALYTICS_RETENTION_MONTHS must be at least 1 month/);
    assert.throws(() => read({ ANALYTICS_RETENTION_MONTHS: 'two' }), /ANALYTICS_RETENTION_MONTHS must be a whole number of months/);
  });
});
