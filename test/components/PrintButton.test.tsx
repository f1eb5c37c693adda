import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fireEvent, render, screen } from '@testing-library/react';
import { PrintButton } from '../../src/components/PrintButton';
import { recordAnalytics } from '../support/analytics';

describe('print button', () => {
  const events = recordAnalytics();

  test("opens the browser's print dialog and reports the click", (context) => {
    // happy-dom has no print dialog to open: the page's window.print is stood in for.
    const print = context.mock.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    context.after(() => Reflect.deleteProperty(window, 'print'));
    render(<PrintButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir currículo' }));
    assert.equal(print.mock.callCount(), 1);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'print', label: 'curriculo' }]);
  });
});
