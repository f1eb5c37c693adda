import { createHash } from 'node:crypto';
import type { EncodeSettings, ImageRequest } from './types';

// Raised whenever encoding changes in a way the settings do not show, so cached files are redone.
const PIPELINE_VERSION = 1;

export const DEFAULT_SETTINGS: EncodeSettings = {
  // AVIF at 50 and WebP at 75 look like the JPEG at 80 they replace, at about half its bytes.
  // AVIF at effort 3, as Next.js's image optimizer encodes: the demo's 10 photos in 46 CPU-s instead
  // of 95 at effort 4 (a fresh clone's build, or a host's), for 4.6 % more bytes (docs/performance.md).
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78 },
  png: { compressionLevel: 9 },
  placeholderWidth: 16,
};

/** The cache key of one image: its bytes and everything that decides what is made of them. */
export function cacheKey(source: Buffer, request: ImageRequest, settings: EncodeSettings): string {
  const recipe = JSON.stringify({ PIPELINE_VERSION, widths: request.widths, aspectRatio: request.aspectRatio ?? null, settings });
  return createHash('sha256').update(source).update(recipe).digest('hex').slice(0, 32);
}

/** A file name that changes whenever its bytes do, so it can be cached forever. */
export function hashedName(stem: string, data: Buffer | string, extension: string): string {
  return `${stem}-${createHash('sha256').update(data).digest('hex').slice(0, 10)}.${extension}`;
}
