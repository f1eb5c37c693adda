/**
 * The build's image pipeline: every image the content refers to becomes AVIF, WebP and a JPEG or
 * PNG fallback at the widths of its layout, content-hashed, with a blurred preview; SVG passes
 * through minified. Build time only: the page reads the manifest through src/lib/images.ts.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageManifest } from '../../src/lib/imageManifest';
import { sitePath } from '../../src/lib/sitePath';
import { BuildError } from '../errors';
import { IMAGE_FORMATS } from '../markdown/images';
import { cachedFolder, readCached, writeCached } from './cache';
import { manifestEntry } from './manifest';
import { encodeRaster, type EncodedImage } from './raster';
import { cacheKey, DEFAULT_SETTINGS } from './settings';
import { shapeConflicts, twoShapes } from './shapes';
import { encodeSvg } from './svg';
import type { EncodeSettings, ImageReport, ImageRequest, ProcessImagesOptions } from './types';

export type * from './types';
export { contentImages } from './contentImages';
export { formatImageReport } from './report';

/** Bad input: the message names the image and what to do (printed as one line, like every build error). */
export class ImageError extends BuildError {}

export interface ProcessedImages {
  manifest: ImageManifest;
  report: ImageReport;
  /** Each file's path in the site (`/assets/images/…`, without the base path) -> its copy in the cache. */
  files: Map<string, string>;
}

export async function processImages(options: ProcessImagesOptions): Promise<ProcessedImages> {
  const settings: EncodeSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const publicBase = options.publicBase ?? '/assets/images/';
  const target = options.outDir && path.join(options.outDir, ...publicBase.split('/').filter(Boolean));
  if (target) await mkdir(target, { recursive: true });

  const files = new Map<string, string>();
  const manifest: ImageManifest = {};
  const report: ImageReport = { images: [], encoded: 0 };
  const requests = mergeRequests(options.sources);
  for (const [index, request] of requests.entries()) {
    try {
      const source = await readSource(options.staticDir, request.src);
      const key = cacheKey(source, request, settings);
      let image = await readCached(options.cacheDir, key);
      const cached = image !== undefined;
      if (!image) {
        const encoded = await encode(source, request, settings);
        image = await writeCached(options.cacheDir, key, encoded);
        report.encoded += encoded.files.size;
      }
      for (const { file } of image.variants) {
        const cachedFile = path.join(cachedFolder(options.cacheDir, key), file);
        files.set(`${publicBase}${file}`, cachedFile);
        if (target) await copyFile(cachedFile, path.join(target, file));
      }
      manifest[request.src] = manifestEntry(image, sitePath(publicBase, options.basePath ?? '/'), request.sizes);
      report.images.push({ src: request.src, sourceBytes: image.sourceBytes, variants: image.variants, cached });
    } catch (error) {
      // Left out of the manifest, the image is shown as its plain file.
      if (!(error instanceof ImageError && options.onImageError)) throw error;
      options.onImageError(error);
    }
    options.onProgress?.(index + 1, requests.length);
  }
  return { manifest, report, files };
}

/** One request per path; the same file twice in one shape gets the widths of both. */
function mergeRequests(requests: readonly ImageRequest[]): ImageRequest[] {
  // The content's check lists these first (tools/content/siteCheck.ts); here for the pipeline's other callers.
  const [conflict] = shapeConflicts(requests);
  if (conflict) throw new ImageError(twoShapes(conflict.known, conflict.request));
  const bySrc = new Map<string, ImageRequest>();
  for (const request of requests) {
    const known = bySrc.get(request.src);
    // Shown at two sizes (a card, and a case study's picture): the files cover both; the manifest
    // keeps the first place's `sizes`, and the other place gives its own.
    const widths = [...new Set([...(known?.widths ?? []), ...request.widths])].sort((a, b) => a - b);
    bySrc.set(request.src, { ...(known ?? request), widths });
  }
  return [...bySrc.values()];
}

async function readSource(staticDir: string, src: string): Promise<Buffer> {
  if (!src.startsWith('/') || src.split('/').includes('..'))
    throw new ImageError(`${src}: image paths start with / and point under static/`);
  if (!IMAGE_FORMATS.test(src)) throw new ImageError(`${src}: unsupported format; use JPEG, PNG, WebP, AVIF or SVG`);
  const file = path.join(staticDir, src);
  if (!existsSync(file))
    throw new ImageError(`${src} is referenced by the content but ${path.relative(process.cwd(), file)} does not exist`);
  return readFile(file);
}

async function encode(source: Buffer, request: ImageRequest, settings: EncodeSettings): Promise<EncodedImage> {
  const stem = path
    .basename(request.src)
    .replace(/\.[^.]+$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-');
  try {
    return request.src.toLowerCase().endsWith('.svg') ? await encodeSvg(source, stem) : await encodeRaster(source, request, settings, stem);
  } catch (error) {
    throw new ImageError(`${request.src} could not be read as an image: ${(error as Error).message}`);
  }
}
