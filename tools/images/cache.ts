import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EncodedImage } from './raster';
import type { ProcessedImage } from './types';

const ENTRY = 'entry.json';

/** The folder of one cached image: its files and entry.json. */
export const cachedFolder = (cacheDir: string, key: string) => path.join(cacheDir, key);

export async function readCached(cacheDir: string, key: string): Promise<ProcessedImage | undefined> {
  const entry = path.join(cachedFolder(cacheDir, key), ENTRY);
  if (!existsSync(entry)) return undefined;
  const image = JSON.parse(await readFile(entry, 'utf8')) as ProcessedImage;
  // A folder someone pruned by hand is encoded again rather than trusted.
  return image.variants.every((variant) => existsSync(path.join(cachedFolder(cacheDir, key), variant.file))) ? image : undefined;
}

/**
 * Stores an encoded image. Written aside then renamed into place, so builds running side by side
 * (test processes) never see a half-written entry; when two write the same key, the first one stays.
 * A complete entry is never removed: another build may be copying its files at that moment.
 * Returns the entry as stored, which is another build's when that one came first.
 */
export async function writeCached(cacheDir: string, key: string, { image, files }: EncodedImage): Promise<ProcessedImage> {
  await mkdir(cacheDir, { recursive: true });
  const staging = await mkdtemp(path.join(cacheDir, 'staging-'));
  for (const [file, data] of files) await writeFile(path.join(staging, file), data);
  await writeFile(path.join(staging, ENTRY), JSON.stringify(image));
  const folder = cachedFolder(cacheDir, key);
  for (let attempt = 1; ; attempt++) {
    try {
      // Fails while the folder exists with anything in it.
      await rename(staging, folder);
      return image;
    } catch (error) {
      // Another build stored the same image first: keep it, and use its entry (its file names).
      const stored = await readCached(cacheDir, key);
      if (stored || attempt === 3) {
        await rm(staging, { recursive: true, force: true });
        if (stored) return stored;
        throw error;
      }
      // Entries appear whole (renamed in), so an incomplete one was pruned by hand: moved aside
      // in one step, then deleted, and this one takes its place.
      const discarded = await mkdtemp(path.join(cacheDir, 'discarded-'));
      await rename(folder, path.join(discarded, key)).catch(() => {});
      await rm(discarded, { recursive: true, force: true });
    }
  }
}
