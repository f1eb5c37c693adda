import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, render, screen } from '@testing-library/react';
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

  test('a route with sections: the title names the active one, the first at first', () => {
    const withSections: AppRoute[] = [
      { path: '/', title: 'Gabriel', sections: [{ id: 'um', label: 'Um' }], element: <section id="um" /> },
      routes[2],
    ];
    render(<Router routes={withSections} />);
    assert.equal(document.title, 'Gabriel | Um');
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
