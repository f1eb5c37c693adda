import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { normalizeBasePath, pathInSite, sitePath } from '../../src/lib/sitePath';

describe('base path', () => {
  test('a URL path becomes a base with slashes at both ends, or / for none', () => {
    for (const [path, base] of [
      ['/', '/'],
      ['', '/'],
      ['/portfolio', '/portfolio/'],
      ['/portfolio/', '/portfolio/'],
      ['//a//b/', '/a/b/'],
    ]) {
      assert.equal(normalizeBasePath(path), base, path);
    }
  });

  test('paths of the site are put under the base', () => {
    assert.equal(sitePath('/', '/'), '/');
    assert.equal(sitePath('/favicon.svg', '/'), '/favicon.svg');
    assert.equal(sitePath('/', '/portfolio/'), '/portfolio/');
    assert.equal(sitePath('/404', '/portfolio/'), '/portfolio/404');
    assert.equal(sitePath('/?x=1#a', '/portfolio/'), '/portfolio/?x=1#a');
    // A path that looks like another host's address stays a path of this site.
    assert.equal(sitePath('//evil.example/x', '/'), '/evil.example/x');
  });

  test('URL paths are read back as paths of the site; outside the base there is none', () => {
    assert.equal(pathInSite('/portfolio/', '/portfolio/'), '/');
    assert.equal(pathInSite('/portfolio', '/portfolio/'), '/');
    assert.equal(pathInSite('/portfolio/404', '/portfolio/'), '/404');
    assert.equal(pathInSite('/portfolio/a/b', '/portfolio/'), '/a/b');
    assert.equal(pathInSite('/', '/portfolio/'), null);
    assert.equal(pathInSite('/portfolios/x', '/portfolio/'), null);
    assert.equal(pathInSite('/x', '/'), '/x');
  });

  test('reading back what was put under a base gives the path again, for any base and path', () => {
    const segment = fc.stringMatching(/^[a-z0-9._~-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.array(segment, { maxLength: 4 }), (baseSegments, pathSegments) => {
        const base = normalizeBasePath(baseSegments.join('/'));
        const path = `/${pathSegments.join('/')}`;
        assert.equal(pathInSite(sitePath(path, base), base), path);
      }),
    );
  });
});
