import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headersFile, headersFor, parseHeadersFile } from '../../src/server/security';

const rules = parseHeadersFile(headersFile("default-src 'self'"));
const cacheControl = (path: string) => headersFor(rules, path)['Cache-Control'];

describe('the _headers file', () => {
  test('every path gets HSTS for at least a year (browsers honour it over HTTPS only)', () => {
    for (const path of ['/', '/404', '/404.html', '/assets/app.js', '/icons.svg', '/robots.txt']) {
      const hsts = headersFor(rules, path)['Strict-Transport-Security'];
      assert.ok(Number(hsts?.match(/^max-age=(\d+)/)?.[1]) >= 31_536_000, `${path}: ${hsts}`);
    }
  });

  test('pages are revalidated however they are asked for, with or without .html', () => {
    for (const path of ['/', '/404', '/404.html', '/index.html']) assert.equal(cacheControl(path), 'no-cache', path);
  });

  test('hashed assets are immutable for a year; images and icons keep a day', () => {
    assert.equal(cacheControl('/assets/entry-client-AB12CD.js'), 'public, max-age=31536000, immutable');
    for (const path of ['/images/logo-dark.svg', '/icons/icon-192.png', '/icons.svg']) {
      assert.equal(cacheControl(path), 'public, max-age=86400', path);
    }
  });
});
