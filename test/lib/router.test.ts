import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { flattenRoutes, isPlainLeftClick, matchRoute, normalizePath, type RouteEntry } from '../../src/lib/router';

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

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

  test('only a plain left click in the same tab is handled by the app', () => {
    assert.equal(isPlainLeftClick(click), true);
    assert.equal(isPlainLeftClick(click, '_self'), true);
    assert.equal(isPlainLeftClick(click, '_blank'), false);
    assert.equal(isPlainLeftClick({ ...click, button: 1 }), false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const) {
      assert.equal(isPlainLeftClick({ ...click, [key]: true }), false, key);
    }
  });
});
