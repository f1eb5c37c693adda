import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { siteAddress } from '../../../tools/identity/ogImage';

describe('Open Graph image', () => {
  test('the site address without scheme or trailing slash, keeping port and path', () => {
    assert.equal(siteAddress('https://julia-nakamura.example.org/'), 'julia-nakamura.example.org');
    assert.equal(siteAddress('https://www.example.com/portfolio/'), 'www.example.com/portfolio');
    assert.equal(siteAddress('http://localhost:4173'), 'localhost:4173');
  });
});
