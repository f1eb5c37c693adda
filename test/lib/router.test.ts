import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { flattenRoutes, matchRoute, normalizePath, pageOfFile, type RouteEntry } from '../../src/lib/router';

describe('router core', () => {
  test('normalizePath folds trailing slashes and keeps the root', () => {
    assert.equal(normalizePath('/'), '/');
    assert.equal(normalizePath(''), '/');
    assert.equal(normalizePath('/404/'), '/404');
    assert.equal(normalizePath('sobre//'), '/sobre');
  });

  test('groups prepend their prefix and pass their layout and props down', () => {
    const table: RouteEntry<string, string>[] = [
      {
        prefix: '/blog',
        layout: 'BlogLayout',
        layoutProps: { wide: true },
        children: [
          { path: '/', element: 'index', title: 'Blog' },
          { path: 'post', element: 'post', title: 'Post' },
          { prefix: 'arquivo', children: [{ path: '/2025', element: 'year', title: '2025', layout: 'Plain' }] },
        ],
      },
      { path: '/404', element: 'missing', title: 'Não encontrada' },
    ];
    const routes = flattenRoutes(table);
    assert.deepEqual(
      routes.map(({ path, layout, layoutProps }) => [path, layout, layoutProps]),
      [
        ['/blog', 'BlogLayout', { wide: true }],
        ['/blog/post', 'BlogLayout', { wide: true }],
        ['/blog/arquivo/2025', 'Plain', undefined],
        ['/404', undefined, undefined],
      ],
    );
    assert.equal(matchRoute(routes, '/blog/post/')?.element, 'post');
    assert.equal(matchRoute(routes, '/blog/nada'), undefined);
  });

  test('a `:name` segment matches one segment, a last `*` the rest; a fixed path wins over either', () => {
    const routes = flattenRoutes<string, string>([
      { path: '/', element: 'home', title: 'Início' },
      { path: '/projetos/:id', element: 'case study' },
      { path: '/notas/*', element: 'notes' },
      { path: '/notas/sobre', element: 'fixed' },
    ]);
    assert.equal(matchRoute(routes, '/projetos/loja')?.element, 'case study');
    assert.equal(matchRoute(routes, '/projetos/loja/extra'), undefined);
    assert.equal(matchRoute(routes, '/projetos/'), undefined);
    assert.equal(matchRoute(routes, '/notas/uma-nota')?.element, 'notes');
    assert.equal(matchRoute(routes, '/notas/tag/react/pagina/2')?.element, 'notes');
    assert.equal(matchRoute(routes, '/notas/sobre')?.element, 'fixed');
    assert.equal(matchRoute(routes, '/notas'), undefined, 'the index is a route of its own');
  });

  test("a page's file, as a static host also serves it, names the page", () => {
    assert.equal(pageOfFile('/projetos/agenda-facil.html'), '/projetos/agenda-facil');
    assert.equal(pageOfFile('/index.html'), '/');
    assert.equal(pageOfFile('/portfolio/en/index.html'), '/portfolio/en/');
    assert.equal(pageOfFile('/404.html'), '/404');
    assert.equal(pageOfFile('/projetos/agenda-facil'), '/projetos/agenda-facil');
    assert.equal(pageOfFile('/notas/html'), '/notas/html');
  });
});
