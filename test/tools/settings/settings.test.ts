import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../../../tools/projectPaths';
import {
  appConfig,
  DEFAULT_HOST,
  DEFAULT_SITE_URL,
  DEV_EMAIL_IDS,
  productionWarnings,
  readSettings,
  SETTING_NAMES,
} from '../../../tools/settings';
import { isEmailConfigured } from '../../../src/lib/contact';
import { DEFAULT_ORIGIN } from '../../../src/lib/email';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

const folder = temporaryFolder('settings-');
const NO_FILE = join(folder, 'absent.env');
const EXAMPLE = join(ROOT, '.env.example');
let files = 0;
function settingsFile(text: string): string {
  const file = join(folder, `${files++}.env`);
  writeFileSync(file, text);
  return file;
}
const read = (env: Record<string, string>, file = NO_FILE) => readSettings(env, file);

describe('reading the settings', () => {
  test('the environment wins over the file; the file fills what the environment lacks; values are trimmed', () => {
    const file = settingsFile('SITE_URL=https://from-file.example\nGA_MEASUREMENT_ID=G-FILE\n');
    const settings = read({ SITE_URL: '  https://from-env.example/  ' }, file);
    assert.equal(settings.SITE_URL, 'https://from-env.example');
    assert.equal(settings.GA_MEASUREMENT_ID, 'G-FILE');
  });

  test('empty values and your_… placeholders count as not set, so .env.example changes nothing', () => {
    const placeholders = read({ EMAILJS_SERVICE_ID: 'your_service_id', EMAILJS_PUBLIC_KEY: ' ', GA_MEASUREMENT_ID: '' });
    assert.equal(placeholders.EMAILJS_SERVICE_ID, undefined);
    assert.equal(placeholders.EMAILJS_PUBLIC_KEY, undefined);
    assert.equal(placeholders.GA_MEASUREMENT_ID, undefined);
    assert.deepEqual(read({}, EXAMPLE), read({}));
  });

  test('every setting the example documents is one the build reads, and the other way round', () => {
    const documented = [...readFileSync(EXAMPLE, 'utf8').matchAll(/^([A-Z_]+)=/gm)].map(([, name]) => name);
    assert.deepEqual(documented.sort(), [...SETTING_NAMES].sort());
  });

  test('bad values fail with one line naming each setting and its value', () => {
    assert.throws(() => read({ SITE_URL: 'not a url' }), { message: 'SITE_URL must be an absolute http(s) URL, got "not a url"' });
    assert.throws(() => read({ SITE_URL: 'ftp://host.example' }), /SITE_URL must be an absolute http\(s\) URL/);
    assert.throws(() => read({ GA_MEASUREMENT_ID: 'G-1; alert(1)' }), /GA_MEASUREMENT_ID must look like G-XXXXXXX, got "G-1; alert\(1\)"/);
    assert.throws(() => read({ GA_ADS_CONSENT: 'yes' }), /GA_ADS_CONSENT must be true or false, got "yes"/);
    assert.throws(() => read({ PORT: '80a' }), /PORT must be a port number \(0 for any free port\), got "80a"/);
    assert.throws(() => read({ PORT: '70000' }), /PORT must be a port number up to 65535, got 70000/);
    assert.throws(() => read({ EMAILJS_API_ORIGIN: 'localhost:9' }), /EMAILJS_API_ORIGIN must be an absolute http\(s\) URL/);
    assert.throws(() => read({ CONTACT_BLOCK_HEADLESS: 'no' }), /CONTACT_BLOCK_HEADLESS must be true or false, got "no"/);
    assert.throws(
      () => read({ CONTACT_RATE_LIMIT_S: '-5' }),
      /CONTACT_RATE_LIMIT_S must be a whole number of seconds \(0 turns the limit off\), got "-5"/,
    );
    assert.throws(() => read({ CONTACT_RATE_LIMIT_S: '2.5' }), /CONTACT_RATE_LIMIT_S must be a whole number of seconds/);
    assert.throws(
      () => read({ CONTACT_BLOCK_LIST: 'spam@example.com, not-an-address' }),
      /CONTACT_BLOCK_LIST\.1 must be e-mail addresses separated by commas, got "not-an-address"/,
    );
    assert.throws(() => read({ CMS_REPO: 'just-a-name' }), /CMS_REPO must be the GitHub repository as owner\/name, got "just-a-name"/);
    assert.throws(() => read({ CMS_AUTH_URL: 'auth.example' }), /CMS_AUTH_URL must be an absolute http\(s\) URL/);
    const both = () => read({ SITE_URL: 'x', PORT: 'y' });
    assert.throws(both, (error: Error) => !error.message.includes('\n') && /^SITE_URL .*; PORT /.test(error.message));
  });

  test('a settings file that cannot be read is named', () => {
    assert.throws(() => read({}, folder), /could not be read: EISDIR/);
  });

  test('PORT is a number; HOST is loopback unless set', () => {
    assert.equal(read({ PORT: '0' }).PORT, 0);
    assert.equal(read({}).PORT, undefined);
    assert.equal(read({}).HOST, DEFAULT_HOST);
    assert.equal(read({ HOST: '0.0.0.0' }).HOST, '0.0.0.0');
  });
});

describe('the page configuration', () => {
  const configured = read({
    SITE_URL: 'https://site.example/',
    GA_MEASUREMENT_ID: 'G-ABC123',
    EMAILJS_SERVICE_ID: 'service_1',
    EMAILJS_TEMPLATE_ID: 'template_1',
    EMAILJS_PUBLIC_KEY: 'key_1',
    EMAILJS_API_ORIGIN: 'http://127.0.0.1:9/some/path',
  });

  test('set values are used as they are, in both modes; an API URL is reduced to its origin', () => {
    for (const mode of ['production', 'development'] as const) {
      const config = appConfig(configured, mode, 'http://localhost:1');
      assert.equal(config.mode, mode);
      assert.equal(config.siteUrl, 'https://site.example');
      assert.equal(config.gaMeasurementId, 'G-ABC123');
      assert.equal(config.gaAdsConsent, false, 'the advertising signals stay denied unless the owner says otherwise');
      assert.equal(appConfig(read({ GA_ADS_CONSENT: 'true' }), mode).gaAdsConsent, true);
      assert.deepEqual(config.emailjs, {
        serviceId: 'service_1',
        templateId: 'template_1',
        publicKey: 'key_1',
        apiOrigin: 'http://127.0.0.1:9',
      });
      assert.equal(config.buildYear, new Date().getUTCFullYear());
    }
  });

  test("the build's year is the same from a machine in any zone: UTC's", (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.UTC(2027, 0, 1, 1) });
    const machine = process.env.TZ;
    t.after(() => {
      if (machine === undefined) delete process.env.TZ;
      else process.env.TZ = machine;
    });
    for (const zone of ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      assert.equal(appConfig(read({}), 'production').buildYear, 2027, zone);
    }
  });

  test('the base path is the path of SITE_URL, with slashes at both ends; / at a domain root', () => {
    const base = (siteUrl?: string) => appConfig(read(siteUrl ? { SITE_URL: siteUrl } : {}), 'production').basePath;
    assert.equal(base(), '/');
    assert.equal(base('https://site.example'), '/');
    assert.equal(base('https://site.example/'), '/');
    assert.equal(base('https://user.github.io/portfolio'), '/portfolio/');
    assert.equal(base('https://user.github.io/portfolio/'), '/portfolio/');
    assert.equal(base('https://example.org/a/b'), '/a/b/');
    assert.throws(() => read({ SITE_URL: 'https://site.example/?x=1' }), /SITE_URL must be an address without \? or #/);
    assert.throws(() => read({ SITE_URL: 'https://site.example/#top' }), /SITE_URL must be an address without \? or #/);
  });

  test('production without settings: the preview address, the provider origin, and a form that knows it is not configured', () => {
    const config = appConfig(read({}, EXAMPLE), 'production');
    assert.equal(config.siteUrl, DEFAULT_SITE_URL);
    assert.equal(config.gaMeasurementId, '');
    assert.equal(config.emailjs.apiOrigin, DEFAULT_ORIGIN);
    assert.equal(isEmailConfigured(config), false);
  });

  test('development from .env.example: the dev ids, sent to the local sink on the same origin, at the dev address', () => {
    const config = appConfig(read({}, EXAMPLE), 'development', 'http://localhost:5555');
    assert.equal(config.siteUrl, 'http://localhost:5555');
    assert.deepEqual(config.emailjs, { ...DEV_EMAIL_IDS, apiOrigin: '' });
    assert.equal(isEmailConfigured(config), true);
  });

  test('production warns about a missing SITE_URL and names each e-mail id that is not set', () => {
    assert.deepEqual(productionWarnings(configured), []);
    const none = productionWarnings(read({}));
    assert.equal(none.length, 2);
    assert.match(none[0], /^SITE_URL is not set; canonical, Open Graph and sitemap URLs use http:\/\/localhost:4173$/);
    assert.match(none[1], /^EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY are not set .*contact form/);
    const one = productionWarnings(
      read({ SITE_URL: 'https://a.example', EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 'your_template_id', EMAILJS_PUBLIC_KEY: 'k' }),
    );
    assert.equal(one.length, 1);
    assert.match(one[0], /^EMAILJS_TEMPLATE_ID is not set \(empty or a your_… placeholder\)/);
  });

  test("the contact form's guards: on by default in both modes (headless blocked, 10 s a page, no list), each as set", () => {
    for (const mode of ['production', 'development'] as const) {
      assert.deepEqual(appConfig(read({}), mode).contactGuards, { blockHeadless: true, rateLimitSeconds: 10, blockList: [] });
    }
    const set = read({
      CONTACT_BLOCK_HEADLESS: 'false',
      CONTACT_RATE_LIMIT_S: '0',
      CONTACT_BLOCK_LIST: ' spam@example.com,,bot@example.org ',
    });
    assert.deepEqual(appConfig(set, 'production').contactGuards, {
      blockHeadless: false,
      rateLimitSeconds: 0,
      blockList: ['spam@example.com', 'bot@example.org'],
    });
  });
});
