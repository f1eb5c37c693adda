import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { boxesOverlap } from '../../src/lib/overlap';

const box = (left: number, top: number, size = 10) => ({ left, top, right: left + size, bottom: top + size });

describe('boxesOverlap', () => {
  test('boxes that share area overlap; boxes that only touch or lie apart do not', () => {
    assert.equal(boxesOverlap(box(0, 0), box(5, 5)), true);
    assert.equal(boxesOverlap(box(0, 0), box(0, 0, 3)), true);
    assert.equal(boxesOverlap(box(0, 0), box(10, 0)), false);
    assert.equal(boxesOverlap(box(0, 0), box(0, 30)), false);
    assert.equal(boxesOverlap(box(0, 0), box(30, 5)), false);
  });

  test('a gap counts boxes closer than it as overlapping', () => {
    assert.equal(boxesOverlap(box(0, 0), box(15, 0), 8), true);
    assert.equal(boxesOverlap(box(0, 0), box(0, 19), 8), false);
  });
});
