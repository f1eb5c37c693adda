import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dealInTurn } from '../../scripts/testRunners/dealInTurn';

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
