import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LegalDialog } from '../../src/components/LegalDialog';
import { markupProblems } from '../support/markupRules';

describe('legal dialog', () => {
  test('a legal dialog loads its text on first opening and shows it in a modal dialog', async () => {
    let loads = 0;
    render(
      <LegalDialog
        label="Privacidade"
        loadText={async () => {
          loads++;
          return { title: 'Privacidade', paragraphs: ['Nada de cookies.'] };
        }}
      />,
    );
    const dialog = document.querySelector('dialog')!;
    assert.equal(dialog.textContent, '', 'the text must not be in the page before it is asked for');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Privacidade' })));
    assert.equal(dialog.open, true);
    assert.ok(screen.getByText('Nada de cookies.'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fechar' })));
    assert.equal(dialog.open, false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Privacidade' })));
    assert.equal(loads, 1);
  });

  test("closed, before its text has loaded, the dialog is named by its opener's words, not by a missing title", async () => {
    render(<LegalDialog label="Termos" loadText={async () => ({ title: 'Termos de uso', paragraphs: ['Uso livre.'] })} />);
    const dialog = document.querySelector('dialog')!;
    assert.equal(dialog.getAttribute('aria-label'), 'Termos');
    assert.deepEqual(markupProblems(), []);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos' })));
    assert.equal(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent, 'Termos de uso');
    assert.equal(dialog.hasAttribute('aria-label'), false);
    assert.deepEqual(markupProblems(), []);
  });

  test('the close button sits in the header with the title, before the text (the header stays in view while the text scrolls)', async () => {
    render(<LegalDialog label="Termos" loadText={async () => ({ title: 'Termos de uso', paragraphs: ['Uso livre.', 'Sem garantia.'] })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos' })));
    const header = document.querySelector('dialog .dialog__header')!;
    assert.deepEqual(
      [...header.children].map((child) => child.className),
      ['dialog__title', 'dialog__close'],
    );
    assert.equal(header.nextElementSibling?.textContent, 'Uso livre.');
  });

  test('a text that cannot be loaded says so instead of failing', async () => {
    render(<LegalDialog label="Termos" loadText={() => Promise.reject(new Error('offline'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos' })));
    assert.ok(screen.getByText(/Não foi possível carregar este texto agora/));
  });

  test('closing returns focus to the opener, unless focus has already moved on', async () => {
    render(
      <>
        <LegalDialog label="Termos" loadText={async () => ({ title: 'Termos', paragraphs: ['Uso livre.'] })} />
        <button type="button">outro controle</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Termos' });
    const dialog = document.querySelector('dialog')!;
    const closed = () => new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));

    await act(async () => fireEvent.click(opener));
    screen.getByRole('button', { name: 'Fechar' }).focus();
    const closing = closed();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fechar' })));
    await act(() => closing);
    assert.equal(document.activeElement, opener, 'focus left inside the closed dialog');

    // In a browser the close event comes a task after closing (happy-dom sends it at once): focus
    // moved in between stays where it went.
    await act(async () => fireEvent.click(opener));
    const other = screen.getByRole('button', { name: 'outro controle' });
    other.focus();
    fireEvent(dialog, new Event('close'));
    assert.equal(document.activeElement, other, 'the late close event took focus back');
  });
});
