import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { IDENTITY_FILES } from '../../../tools/identity/generate';
import { PNG_ICONS } from '../../../tools/identity/icons';
import { STATIC_DIR } from '../../../tools/projectPaths';
import { siteContent } from '../../support/content';
import { dist, readDist } from '../../support/dist';

const { owner } = siteContent;
const sizeOf = async (file: string) => {
  const { width, height } = await sharp(join(dist, file)).metadata();
  return `${width}x${height}`;
};

describe('identity files of the build', () => {
  test('drawn at build time, none kept in static/: every icon at its size, the Open Graph image at 1200 x 630', async () => {
    for (const file of IDENTITY_FILES)
      assert.equal(existsSync(join(STATIC_DIR, file)), false, `static/${file} would hide who owns the site`);
    for (const { path, size } of PNG_ICONS) assert.equal(await sizeOf(path), `${size}x${size}`, path);
    assert.equal(await sizeOf('images/og-image.png'), '1200x630');
  });

  test("the favicon and both hero logos carry the content's initials", () => {
    for (const file of ['favicon.svg', 'images/logo-light.svg', 'images/logo-dark.svg']) {
      assert.ok(readDist(file).includes(`<title>${owner.initials}</title>`), file);
    }
  });

  test('every icon the head and the manifest name is a generated file of the size they say, 16 and 32 px included', async () => {
    const html = readDist('index.html');
    const head = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="\/([^"]+)"(?: sizes="(\d+x\d+)")?/g)].map(
      ([, src, sizes]) => ({ src: src, sizes }),
    );
    const manifest = (JSON.parse(readDist('manifest.webmanifest')).icons as { src: string; sizes: string }[]).map(({ src, sizes }) => ({
      src: src.slice(1),
      sizes,
    }));
    for (const { src, sizes } of [...head, ...manifest]) {
      assert.ok(IDENTITY_FILES.includes(src), `${src} is not generated`);
      if (sizes && sizes !== 'any') assert.equal(await sizeOf(src), sizes, src);
    }
    assert.deepEqual(head.map((icon) => icon.sizes).filter(Boolean), ['16x16', '32x32']);
    assert.ok(head.some((icon) => icon.src === 'icons/apple-touch-icon.png'));
  });
});
