import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { cachedFolder, readCached, writeCached } from '../../../tools/images/cache';
import type { EncodedImage } from '../../../tools/images/raster';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

const KEY = 'same-image';

/** Each writer names its files differently, as two owners' builds do for the same photo. */
function encoded(writer: number): EncodedImage {
  const variants = [360, 720].map((width) => ({ format: 'avif' as const, width, file: `photo${writer}-${width}.avif`, bytes: 4 }));
  return {
    image: { sourceBytes: 10, width: 720, height: 720, placeholder: 'data:,', variants },
    files: new Map(variants.map((variant) => [variant.file, Buffer.from(`writer ${writer} ${variant.width}`)])),
  };
}

/** What a build does on a hit: read the entry, then copy each of its files at once. */
async function readWhole(cacheDir: string): Promise<boolean> {
  const image = await readCached(cacheDir, KEY);
  if (!image) return false;
  for (const variant of image.variants) readFileSync(path.join(cachedFolder(cacheDir, KEY), variant.file));
  return true;
}

describe('image cache shared by builds running side by side', () => {
  test('every build can copy the files of the entry it found or stored while others store the same image under other names', async () => {
    for (let round = 0; round < 20; round++) {
      const cacheDir = temporaryFolder('image-cache-');
      try {
        // A writer then copies the files of the entry it was given, as a build does.
        const writers = Array.from({ length: 6 }, async (_, writer) => {
          const stored = await writeCached(cacheDir, KEY, encoded(writer));
          for (const variant of stored.variants) readFileSync(path.join(cachedFolder(cacheDir, KEY), variant.file));
        });
        const readers = Array.from({ length: 40 }, async () => {
          for (let attempt = 0; attempt < 30; attempt++) {
            await readWhole(cacheDir);
            await new Promise((next) => setImmediate(next));
          }
        });
        await Promise.all([...writers, ...readers]);
        assert.ok(await readWhole(cacheDir), 'no complete entry after the writers finished');
      } finally {
        rmSync(cacheDir, { recursive: true, force: true });
      }
    }
  });

  test('a folder pruned by hand is replaced by the next write', async () => {
    const cacheDir = temporaryFolder('image-cache-');
    try {
      await writeCached(cacheDir, KEY, encoded(1));
      rmSync(path.join(cachedFolder(cacheDir, KEY), 'photo1-720.avif'));
      assert.equal(await readCached(cacheDir, KEY), undefined);
      await writeCached(cacheDir, KEY, encoded(2));
      assert.equal(readFileSync(path.join(cachedFolder(cacheDir, KEY), 'photo2-720.avif'), 'utf8'), 'writer 2 720');
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
