// A closed dialog gives focus back to its opener unless the visitor moved it on before the `close` event
// (src/lib/dialogFocus.ts): the search dialog and the legal texts' dialog.
import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { returnFocus } from '../../src/lib/dialogFocus';

function page() {
  const opener = document.body.appendChild(document.createElement('button'));
  const field = document.body.appendChild(document.createElement('input'));
  const dialog = document.body.appendChild(document.createElement('dialog'));
  const inside = dialog.appendChild(document.createElement('button'));
  return { opener, field, dialog, inside };
}

describe('focus after a dialog closes', () => {
  afterEach(() => document.body.replaceChildren());

  test('returns to the opener from the page itself or from inside the dialog', () => {
    const { opener, dialog, inside } = page();
    returnFocus(dialog, opener);
    assert.equal(document.activeElement, opener);
    inside.focus();
    returnFocus(dialog, opener);
    assert.equal(document.activeElement, opener);
  });

  test('stays on a field the visitor went to before the close event', () => {
    const { opener, field, dialog } = page();
    field.focus();
    returnFocus(dialog, opener);
    assert.equal(document.activeElement, field);
  });

  test('without an opener, stays where it is', () => {
    const { dialog, inside } = page();
    inside.focus();
    returnFocus(dialog, null);
    assert.equal(document.activeElement, inside);
  });
});
