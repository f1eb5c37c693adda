import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LegalDialog } from '../../src/components/LegalDialog';

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

  test('a text that cannot be loaded says so instead of failing', async () => {
    render(<LegalDialog label="Termos" loadText={() => Promise.reject(new Error('offline'))} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos' })));
    assert.ok(screen.getByText(/Não foi possível carregar este texto agora/));
  });
});
