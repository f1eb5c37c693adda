import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router, type AppRoute } from '../../src/app/Router';
import { Link } from '../../src/components/Link';

const routes: AppRoute[] = [
  { path: '/', title: 'Início', element: <Link to="/sobre?x=1#a">ir</Link> },
  { path: '/sobre', title: 'Sobre', element: <p>página sobre</p> },
  { path: '/404', title: 'Página não encontrada', element: <p>nada aqui</p> },
];

describe('Link', () => {
  test('a plain click on a Link navigates in place, keeping query and hash', async () => {
    render(<Router routes={routes} />);
    fireEvent.click(screen.getByText('ir'), { button: 0 });
    await act(async () => {});
    assert.equal(window.location.pathname + window.location.search + window.location.hash, '/sobre?x=1#a');
    assert.ok(screen.getByText('página sobre'));
  });

  test('a modified click is left to the browser', () => {
    render(<Router routes={routes} />);
    const link = screen.getByText('ir');
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const prevented = !fireEvent.click(link, { button: 0, ...modifier });
      assert.equal(prevented, false, JSON.stringify(modifier));
    }
  });
});
