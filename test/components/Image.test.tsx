import '../setup/dom';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { render } from '@testing-library/react';
import { Image } from '../../src/components/Image';
import { IMAGE_LAYOUTS } from '../../src/lib/imageLayouts';
import { ROOT } from '../../tools/projectPaths';
import { imageManifest as manifest, PLACEHOLDER, SIZES } from '../support/imageManifest';

const mainImage = (container: HTMLElement) => container.querySelector('picture > img')!;

describe('image', () => {
  test('a processed image: AVIF then WebP sources with the sizes of the manifest, the fallback, its size, lazy and async', () => {
    const { container } = render(<Image src="/images/projects/photo.jpg" alt="Tela do projeto" layout="card" />);
    const sources = [...container.querySelectorAll('picture > source')];
    assert.deepEqual(
      sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]),
      manifest['/images/projects/photo.jpg'].sources.map(({ type, srcset }) => [type, srcset, SIZES]),
    );
    const img = mainImage(container);
    assert.equal(img.getAttribute('src'), '/assets/images/photo-1280-aaaa1111.jpg');
    assert.equal(img.getAttribute('srcset'), manifest['/images/projects/photo.jpg'].srcset);
    assert.equal(img.getAttribute('sizes'), SIZES);
    assert.equal(img.getAttribute('alt'), 'Tela do projeto');
    assert.equal(img.getAttribute('width'), '1280');
    assert.equal(img.getAttribute('height'), '720');
    assert.equal(img.getAttribute('loading'), 'lazy');
    assert.equal(img.getAttribute('decoding'), 'async');
    assert.equal(img.getAttribute('fetchpriority'), null);
    assert.ok(container.querySelector('.image')!.classList.contains('image--card'));
  });

  test('the blurred preview is a decorative data: image drawn before (under) the picture', () => {
    const { container } = render(<Image src="/images/projects/photo.jpg" alt="Tela do projeto" layout="card" />);
    const box = container.querySelector('.image')!;
    const placeholder = box.firstElementChild!;
    assert.equal(placeholder.tagName, 'IMG');
    assert.equal(placeholder.getAttribute('src'), PLACEHOLDER);
    assert.equal(placeholder.getAttribute('alt'), '');
    assert.equal(placeholder.nextElementSibling!.tagName, 'PICTURE');
    assert.equal(box.querySelector('[style]'), null, 'an inline style would be blocked by the Content Security Policy');
  });

  test('the LCP candidate is fetched at once with high priority; an eager image only at once', () => {
    const priority = mainImage(render(<Image src="/images/projects/photo.jpg" alt="a" layout="card" priority />).container);
    assert.equal(priority.getAttribute('loading'), null);
    assert.equal(priority.getAttribute('fetchpriority'), 'high');
    const eager = mainImage(render(<Image src="/images/projects/photo.jpg" alt="b" layout="card" eager />).container);
    assert.equal(eager.getAttribute('loading'), null);
    assert.equal(eager.getAttribute('fetchpriority'), null);
  });

  test('the preview loads when its image does: lazy with a lazy image, at once with a first-viewport one', () => {
    const preview = (props: { priority?: boolean; eager?: boolean }) =>
      render(<Image src="/images/projects/photo.jpg" alt="c" layout="card" {...props} />).container.querySelector('.image__placeholder')!;
    assert.equal(preview({}).getAttribute('loading'), 'lazy');
    assert.equal(preview({ priority: true }).getAttribute('loading'), null);
    assert.equal(preview({ eager: true }).getAttribute('loading'), null);
  });

  test('an SVG is one file: no sources, no srcset, no preview', () => {
    const { container } = render(<Image src="/images/logo.svg" alt="Logo" layout="portrait" />);
    assert.equal(container.querySelectorAll('source').length, 0);
    assert.equal(container.querySelector('.image__placeholder'), null);
    const img = mainImage(container);
    assert.equal(img.getAttribute('src'), '/assets/images/logo-12345678.svg');
    assert.equal(img.getAttribute('srcset'), null);
    assert.equal(img.getAttribute('sizes'), null);
    assert.deepEqual([img.getAttribute('width'), img.getAttribute('height')], ['100', '50']);
  });

  test('an image missing from the manifest is the plain file, in the box of its layout', () => {
    const { container } = render(<Image src="/images/new.png" alt="Novo" layout="portrait" />);
    assert.equal(container.querySelectorAll('source, .image__placeholder').length, 0);
    const img = mainImage(container);
    assert.equal(img.getAttribute('src'), '/images/new.png');
    assert.deepEqual([img.getAttribute('srcset'), img.getAttribute('sizes'), img.getAttribute('width')], [null, null, null]);
    assert.ok(container.querySelector('.image')!.classList.contains('image--portrait'));
  });

  test('renders nothing without a source', () => {
    const { container } = render(<Image src="" alt="nada" layout="card" />);
    assert.equal(container.innerHTML, '');
  });
});

describe('image layouts', () => {
  const css = readFileSync(join(ROOT, 'src/styles/images.css'), 'utf8');

  for (const [name, layout] of Object.entries(IMAGE_LAYOUTS)) {
    test(`${name}: the stylesheet keeps the box at the ratio the pipeline crops to (when it crops)`, () => {
      const rule = css.match(new RegExp(`\\.image--${name} \\{\\s*aspect-ratio: ([\\d.]+)(?: / ([\\d.]+))?;`));
      if (layout.aspectRatio === undefined) assert.equal(rule, null, `.image--${name} keeps the file's own shape`);
      else {
        assert.ok(rule, `no aspect-ratio rule for .image--${name}`);
        assert.ok(Math.abs(Number(rule[1]) / Number(rule[2] ?? 1) - layout.aspectRatio) < 1e-9);
      }
      assert.deepEqual(
        [...layout.widths],
        [...layout.widths].sort((a, b) => a - b),
        'widths narrowest first',
      );
    });
  }
});
