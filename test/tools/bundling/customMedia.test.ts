import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withCustomMedia } from '../../../tools/bundling/customMedia';
import { MOBILE_MAX_WIDTH_PX } from '../../../src/lib/media';

describe('custom media in the stylesheets', () => {
  test('the breakpoint names become the width of src/lib/media.ts; custom properties are left alone', () => {
    const css = '@media (--mobile) { a { color: var(--color-text) } }\n@media print and (--desktop) { b { margin: var(--space-4) } }';
    assert.equal(
      withCustomMedia(css),
      `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px) { a { color: var(--color-text) } }\n@media print and (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px) { b { margin: var(--space-4) } }`,
    );
  });

  test('an unknown name fails with the names it knows', () => {
    assert.throws(() => withCustomMedia('@media (--tablet) {}'), /unknown custom media \(--tablet\); known: \(--mobile\), \(--desktop\)/);
  });
});
