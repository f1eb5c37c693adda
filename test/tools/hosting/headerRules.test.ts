import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headersFor, pathPattern, siteHeaderRules } from '../../../tools/hosting/headerRules';
import { headersFile, parseHeadersFile } from '../../../tools/hosting/headersFile';

const rules = siteHeaderRules({ policy: "default-src 'self'", basePath: '/', pagePaths: ['/', '/404', '/en/', '/en/404'] });
const cacheControl = (path: string) => headersFor(rules, path)['Cache-Control'];
const PATHS = [
  '/',
  '/404',
  '/404.html',
  '/index.html',
  '/en/',
  '/en/404',
  '/assets/main-AB12CD.js',
  '/images/a.avif',
  '/icons/i.png',
  '/curriculo.pdf',
  '/en/resume.json',
  '/robots.txt',
];

describe("the site's header rules", () => {
  test('every path gets HSTS for at least a year (browsers honour it over HTTPS only) and the policy', () => {
    for (const path of PATHS) {
      const headers = headersFor(rules, path);
      assert.ok(Number(headers['Strict-Transport-Security']?.match(/^max-age=(\d+)/)?.[1]) >= 31_536_000, path);
      assert.equal(headers['Content-Security-Policy'], "default-src 'self'", path);
    }
  });

  test('pages are revalidated however they are asked for, with or without .html', () => {
    for (const path of ['/', '/404', '/404.html', '/index.html', '/en/', '/en/404']) assert.equal(cacheControl(path), 'no-cache', path);
  });

  test('hashed assets are immutable for a year; images, icons and the CV keep a day', () => {
    assert.equal(cacheControl('/assets/main-AB12CD.js'), 'public, max-age=31536000, immutable');
    for (const path of ['/images/logo-dark.svg', '/icons/icon-192.png', '/curriculo.pdf', '/en/resume.json']) {
      assert.equal(cacheControl(path), 'public, max-age=86400', path);
    }
  });

  test('no header is set by two rules that match one path: hosts that merge and hosts that override agree', () => {
    for (const path of PATHS) {
      const names = rules.filter((rule) => pathPattern(rule.path).test(path)).flatMap((rule) => rule.headers.map(([name]) => name));
      assert.deepEqual(names, [...new Set(names)], path);
    }
  });

  test('under a base path every rule carries it', () => {
    const under = siteHeaderRules({ policy: 'x', basePath: '/portfolio/', pagePaths: ['/'] });
    assert.ok(under.every((rule) => rule.path.startsWith('/portfolio/')));
    assert.equal(headersFor(under, '/portfolio/assets/a.js')['Cache-Control'], 'public, max-age=31536000, immutable');
  });

  test('the _headers file reads back as the rules it was written from', () => {
    assert.deepEqual(parseHeadersFile(headersFile(rules)), rules);
  });
});
