// Images made by the tests themselves: a photograph-like JPEG, a PNG with transparency, an SVG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/**
 * Detail at every scale, from broad shapes down to grain, like foliage or gravel: the hard case for an
 * encoder, since downscaling does not smooth it away (a plain gradient would pass any budget).
 */
export async function photoJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  let state = seed;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const octaves: [scale: number, weight: number][] = [
    [400, 0.35],
    [120, 0.25],
    [30, 0.18],
    [8, 0.12],
    [2, 0.06],
    [1, 0.04],
  ];
  const layers = await Promise.all(
    octaves.map(([scale]) => {
      const grid = Buffer.alloc(Math.ceil(width / scale) * Math.ceil(height / scale) * 3);
      for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
      return sharp(grid, { raw: { width: Math.ceil(width / scale), height: Math.ceil(height / scale), channels: 3 } })
        .resize(width, height, { kernel: 'cubic', fit: 'fill' })
        .raw()
        .toBuffer();
    }),
  );
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    let value = 0;
    for (let o = 0; o < octaves.length; o++) value += (layers[o][i] - 128) * octaves[o][1];
    pixels[i] = Math.max(0, Math.min(255, 128 + value * 1.6));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A logo-like PNG: a coloured disc on a transparent background. */
export function transparentPng(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#3b82f6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An opaque PNG (a screenshot, say): a flat colour with a band. */
export function opaquePng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f4f5"/><rect y="${height / 3}" width="100%" height="${height / 3}" fill="#16a34a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported by an editor -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120">
  <metadata>editor data</metadata>
  <rect width="240" height="120" fill="#0f172a"/>
  <text x="20" y="70" fill="#fff">Olá,   mundo</text>
</svg>
`;

/** A static/ folder with these files (path under static/ -> bytes), and empty output and cache folders, removed at exit. */
export function siteWith(files: Record<string, Buffer | string>) {
  const root = temporaryFolder('images-');
  const staticDir = join(root, 'static');
  for (const [src, data] of Object.entries(files)) {
    mkdirSync(dirname(join(staticDir, src)), { recursive: true });
    writeFileSync(join(staticDir, src), data);
  }
  return { root, staticDir, outDir: join(root, 'dist'), cacheDir: join(root, 'cache') };
}
