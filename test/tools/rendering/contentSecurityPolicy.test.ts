import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GTAG_ORIGIN } from '../../../src/lib/analytics';
import type { AppConfig } from '../../../src/lib/config';
import { headersFile, headersFor, pagePolicy, parseHeadersFile, scriptHash } from '../../../tools/rendering/contentSecurityPolicy';

const config: AppConfig = {
  mode: 'production',
  siteUrl: 'https://site.example',
  basePath: '/',
  language: 'pt-BR',
  languages: ['pt-BR'],
  gaMeasurementId: '',
  gaAdsConsent: false,
  cv: null,
  buildYear: 2030,
  emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', apiOrigin: 'https://mail.example' },
};
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the page policy, built in one place', () => {
  test('allows the inline scripts by hash and the e-mail origin; the meta tag is the header minus frame-ancestors', () => {
    const { header, meta } = pagePolicy(config, ['console.log(1)']);
    const csp = directives(header);
    assert.deepEqual(csp['script-src'], ["'self'", scriptHash('console.log(1)')]);
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://mail.example']);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.equal(meta, header.replace("; frame-ancestors 'none'", ''));
  });

  test('the analytics hosts only when a production build loads analytics; same origin e-mail adds nothing', () => {
    const withAnalytics = directives(pagePolicy({ ...config, gaMeasurementId: 'G-1' }, []).header);
    assert.ok(withAnalytics['script-src'].includes(GTAG_ORIGIN));
    assert.ok(withAnalytics['connect-src'].includes(GTAG_ORIGIN));
    const development = directives(
      pagePolicy({ ...config, mode: 'development', gaMeasurementId: 'G-1', emailjs: { ...config.emailjs, apiOrigin: '' } }, []).header,
    );
    assert.deepEqual(development['script-src'], ["'self'"]);
    assert.deepEqual(development['connect-src'], ["'self'"]);
  });
});

const rules = parseHeadersFile(headersFile("default-src 'self'"));
const cacheControl = (path: string) => headersFor(rules, path)['Cache-Control'];

describe('the _headers file', () => {
  test('every path gets HSTS for at least a year (browsers honour it over HTTPS only)', () => {
    for (const path of ['/', '/404', '/404.html', '/assets/app.js', '/favicon.svg', '/robots.txt']) {
      const hsts = headersFor(rules, path)['Strict-Transport-Security'];
      assert.ok(Number(hsts?.match(/^max-age=(\d+)/)?.[1]) >= 31_536_000, `${path}: ${hsts}`);
    }
  });

  test('pages are revalidated however they are asked for, with or without .html', () => {
    for (const path of ['/', '/404', '/404.html', '/index.html']) assert.equal(cacheControl(path), 'no-cache', path);
  });

  test('hashed assets are immutable for a year; images and icons keep a day', () => {
    assert.equal(cacheControl('/assets/main-AB12CD.js'), 'public, max-age=31536000, immutable');
    for (const path of ['/images/logo-dark.svg', '/icons/icon-192.png']) {
      assert.equal(cacheControl(path), 'public, max-age=86400', path);
    }
  });
});
