import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isPlainLeftClick, onPlainLeftClick } from '../../src/lib/clicks';

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

function linkClick(overrides: Partial<typeof click> = {}, target = '') {
  const event = { ...click, ...overrides, currentTarget: { target } as unknown as EventTarget, prevented: false, preventDefault() {} };
  event.preventDefault = () => void (event.prevented = true);
  return event;
}

describe('clicks', () => {
  test('only a plain left click in the same tab is handled by the app', () => {
    assert.equal(isPlainLeftClick(click), true);
    assert.equal(isPlainLeftClick(click, '_self'), true);
    assert.equal(isPlainLeftClick(click, '_blank'), false);
    assert.equal(isPlainLeftClick({ ...click, button: 1 }), false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const) {
      assert.equal(isPlainLeftClick({ ...click, [key]: true }), false, key);
    }
  });

  test('a plain click runs the action instead of the browser’s navigation; any other is left alone', () => {
    const actions: string[] = [];
    const handler = onPlainLeftClick<ReturnType<typeof linkClick>>(() => actions.push('ran'));
    const plain = linkClick();
    handler(plain);
    assert.deepEqual([actions, plain.prevented], [['ran'], true]);
    for (const other of [
      linkClick({ ctrlKey: true }),
      linkClick({ button: 1 }),
      linkClick({}, '_blank'),
      linkClick({ defaultPrevented: true }),
    ]) {
      handler(other);
      assert.equal(other.prevented, false);
    }
    assert.deepEqual(actions, ['ran']);
  });
});
