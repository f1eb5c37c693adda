import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { safeDecodeURIComponent } from '../../src/lib/url';

describe('safe URI decoding', () => {
  test('decodes escapes, and answers null for a malformed one instead of throwing', () => {
    assert.equal(safeDecodeURIComponent('sobre-mim'), 'sobre-mim');
    assert.equal(safeDecodeURIComponent('se%C3%A7%C3%A3o'), 'seção');
    assert.equal(safeDecodeURIComponent('%E0%A4%A'), null);
    assert.equal(safeDecodeURIComponent('100%'), null);
  });
});
