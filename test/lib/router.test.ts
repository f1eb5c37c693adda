import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { flattenRoutes, matchRoute, normalizePath, type RouteEntry } from '../../src/lib/router';

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
});
