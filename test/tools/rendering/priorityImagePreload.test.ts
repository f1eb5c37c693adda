// The head preloads a page's priority picture as its first source names it (issue 72), so that on a slow
// link its request starts with the document's first bytes rather than after the inline stylesheet.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { priorityImagePreload } from '../../../tools/rendering/priorityImagePreload';

const SIZES = '(min-width: 792px) 760px, calc(100vw - 32px)';
const picture = (priority: boolean, sources = true) =>
  renderToStaticMarkup(
    h(
      'main',
      null,
      h('p', null, h('img', { src: '/a.svg', alt: '' })),
      h(
        'picture',
        null,
        sources && h('source', { type: 'image/avif', srcSet: '/c-360.avif 360w, /c-720.avif 720w', sizes: SIZES }),
        sources && h('source', { type: 'image/webp', srcSet: '/c-360.webp 360w, /c-720.webp 720w', sizes: SIZES }),
        h('img', {
          src: '/c-720.jpg',
          srcSet: sources ? '/c-360.jpg 360w, /c-720.jpg 720w' : undefined,
          sizes: sources ? SIZES : undefined,
          alt: 'A & B',
          fetchPriority: priority ? 'high' : undefined,
        }),
      ),
    ),
  );

describe("the priority picture's preload", () => {
  test("names the picture's first source: its format, its files and their sizes", () => {
    assert.equal(
      priorityImagePreload(picture(true)),
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/c-360.avif 360w, /c-720.avif 720w" imagesizes="${SIZES}" fetchpriority="high">`,
    );
  });

  test('a picture without sources (a plain file) is preloaded by its address', () => {
    assert.equal(priorityImagePreload(picture(true, false)), '<link rel="preload" as="image" href="/c-720.jpg" fetchpriority="high">');
  });

  test('a page without a priority picture preloads none', () => {
    assert.equal(priorityImagePreload(picture(false)), '');
  });

  test('text that reads like one (an owner writing about the attribute) is no picture', () => {
    const note = renderToStaticMarkup(h('p', null, h('code', null, '<img fetchPriority="high">'), ' and ', picture(false)));
    assert.equal(priorityImagePreload(note), '');
    const inText = '<main><picture><img src="/lazy.jpg" loading="lazy"/></picture><p><code>fetchPriority="high"</code></p></main>';
    assert.equal(priorityImagePreload(inText), '');
  });
});
