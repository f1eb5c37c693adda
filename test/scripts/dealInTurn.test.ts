import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dealByWeight, dealInTurn } from '../../scripts/testRunners/dealInTurn';

test('every file goes to exactly one process, in the order given, the shares differing by one file at most', () => {
  const files = Array.from({ length: 7 }, (_, index) => `test/e2e/file${index}.test.ts`);
  const shares = dealInTurn(files, 2);
  assert.equal(shares.length, 2);
  assert.deepEqual([...shares[0], ...shares[1]].sort(), [...files].sort());
  for (const share of shares) assert.deepEqual(share, [...share].sort());
  assert.deepEqual(
    shares.map((share) => share.length),
    [4, 3],
  );
});

test('more processes than files leaves the extra processes nothing', () => {
  assert.deepEqual(dealInTurn(['a.test.ts'], 2), [['a.test.ts'], []]);
});

test('dealt by weight: every file once, each share in the order given, the shares as even as the weights allow', () => {
  const weights: Record<string, number> = { a: 9, b: 1, c: 5, d: 4, e: 1 };
  const shares = dealByWeight(Object.keys(weights), 2, (file) => weights[file]);
  assert.deepEqual([...shares[0], ...shares[1]].sort(), Object.keys(weights));
  for (const share of shares) assert.deepEqual(share, [...share].sort());
  const totals = shares.map((share) => share.reduce((sum, file) => sum + weights[file], 0));
  assert.deepEqual(totals.sort(), [10, 10]);
});
