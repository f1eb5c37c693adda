import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { fitInCircle, fitOnLine } from '../../../tools/identity/place';
import { OUTLINE_SIZE } from '../../../tools/identity/outline';

const size = fc.double({ min: 1, max: 2000, noNaN: true });
const offset = fc.double({ min: -500, max: 500, noNaN: true });
const box = fc.record({ x: offset, y: offset, width: size, height: size });
const EPSILON = 1e-6;

describe('placing outlines', () => {
  test('fitInCircle: every corner of the placed box lies within the radius, centred, never taller than allowed', () => {
    fc.assert(
      fc.property(
        box,
        fc.double({ min: 1, max: 300, noNaN: true }),
        fc.double({ min: 1, max: 300, noNaN: true }),
        (inked, radius, maxHeight) => {
          const { scale, x, y } = fitInCircle(inked, 180, 180, radius, maxHeight);
          const left = x + inked.x * scale;
          const top = y + inked.y * scale;
          const [width, height] = [inked.width * scale, inked.height * scale];
          for (const [cx, cy] of [
            [left, top],
            [left + width, top],
            [left, top + height],
            [left + width, top + height],
          ]) {
            assert.ok(Math.hypot(cx - 180, cy - 180) <= radius + EPSILON);
          }
          assert.ok(height <= maxHeight + EPSILON);
          assert.ok(Math.abs(left + width / 2 - 180) < EPSILON && Math.abs(top + height / 2 - 180) < EPSILON);
        },
      ),
    );
  });

  test('fitInCircle: as large as the circle allows when the height cap does not bind', () => {
    const { scale } = fitInCircle({ x: 0, y: -40, width: 60, height: 80 }, 0, 0, 100, 1000);
    assert.equal(scale, 2);
  });

  test('fitOnLine: the font size asked for, smaller only for a line wider than allowed, ink starting at x', () => {
    fc.assert(
      fc.property(
        box,
        fc.double({ min: 8, max: 120, noNaN: true }),
        fc.double({ min: 50, max: 1000, noNaN: true }),
        (inked, fontSize, maxWidth) => {
          const { scale, x, y } = fitOnLine(inked, 80, 300, fontSize, maxWidth);
          assert.ok(inked.width * scale <= maxWidth + EPSILON);
          assert.ok(scale <= fontSize / OUTLINE_SIZE + EPSILON);
          if (inked.width * (fontSize / OUTLINE_SIZE) <= maxWidth) assert.equal(scale, fontSize / OUTLINE_SIZE);
          assert.ok(Math.abs(x + inked.x * scale - 80) < EPSILON);
          assert.equal(y, 300);
        },
      ),
    );
  });
});
