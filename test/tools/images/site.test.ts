import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { contentImages } from '../../../tools/images';
import { siteContent } from '../../support/content';
import { decodeHtml, dist, entryUrls, pageManifest, readDist } from '../../support/dist';

describe('the content images in the built site', () => {
  const html = readDist('index.html');

  test('both pages carry the same manifest, with every image of the content, whose files are all in the site', () => {
    const manifest = pageManifest(html);
    assert.deepEqual(
      pageManifest(readDist('404.html')),
      manifest,
      'the not-found page links home, where the images are rendered in the browser',
    );
    assert.deepEqual(
      Object.keys(manifest).sort(),
      contentImages(siteContent)
        .map((request) => request.src)
        .sort(),
    );
    for (const entry of Object.values(manifest)) {
      for (const url of entryUrls(entry)) {
        assert.match(url, /^\/assets\/images\/[\w-]+-[0-9a-f]{10}\.(avif|webp|jpg|png|svg)$/);
        assert.ok(existsSync(join(dist, url)), `${url} is missing from the site`);
      }
    }
  });

  test('the prerendered markup is what the manifest says: AVIF and WebP sources with the layout sizes, the preview, the fallback', () => {
    const markup = decodeHtml(html);
    for (const [src, entry] of Object.entries(pageManifest(html))) {
      assert.ok(markup.includes(`src="${entry.src}"`), `${src}: its fallback is not in the page`);
      for (const source of entry.sources) {
        assert.ok(
          markup.includes(`<source type="${source.type}" srcSet="${source.srcset}" sizes="${entry.sizes}"/>`),
          `${src}: ${source.type}`,
        );
      }
      // A raster picture has a blurred preview; an SVG, drawn at once, has none.
      if (!src.endsWith('.svg'))
        assert.ok(entry.placeholder && markup.includes(`src="${entry.placeholder}"`), `${src}: no blurred preview`);
    }
  });
});
