import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router, type AppRoute } from '../../src/app/Router';
import { Link } from '../../src/components/Link';
import { navigate } from '../../src/lib/router';

const routes: AppRoute[] = [
  { path: '/', title: 'Início', element: <Link to="/sobre?x=1#a">ir</Link> },
  { path: '/sobre', title: 'Sobre', element: <p>página sobre</p> },
  { path: '/404', title: 'Página não encontrada', element: <p>nada aqui</p> },
];

describe('Router', () => {
  test('renders the route of the address and titles the document', () => {
    window.history.replaceState(null, '', '/sobre/');
    render(<Router routes={routes} />);
    assert.ok(screen.getByText('página sobre'));
    assert.equal(document.title, 'Sobre');
  });

  test('replaces an unknown path with /404 without adding a history entry', async () => {
    window.history.replaceState(null, '', '/qualquer/coisa');
    const before = window.history.length;
    render(<Router routes={routes} />);
    await act(async () => {});
    assert.equal(window.location.pathname, '/404');
    assert.equal(window.history.length, before);
    assert.ok(screen.getByText('nada aqui'));
    assert.equal(document.title, 'Página não encontrada');
  });

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

  test('Back after navigate() shows the previous route', async () => {
    render(<Router routes={routes} />);
    await act(async () => navigate('/sobre'));
    assert.ok(screen.getByText('página sobre'));
    await act(async () => {
      const returned = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await returned;
    });
    assert.equal(window.location.pathname, '/');
    assert.ok(screen.getByText('ir'));
  });
});
