// The content's images in the production build and the dev server: one pipeline, one cache, so
// both serve the same markup; static/ is copied without the sources the pipeline replaced.
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../src/lib/config';
import type { SiteContent } from '../content/source';
import { contentImages, formatImageReport, processImages, type ProcessedImages, type ProcessImagesOptions } from '.';
import type { MarkdownImages } from './contentImages';
import { CACHE_DIR } from '../projectPaths';

const IMAGE_CACHE_DIR = join(CACHE_DIR, 'images');

/** Encodes what the cache lacks; copies the files into `outdir` when given (the dev server serves them from the cache). */
export function siteImages(
  config: AppConfig,
  content: SiteContent,
  staticDir: string,
  outdir?: string,
  options: Pick<ProcessImagesOptions, 'onProgress' | 'onImageError'> = {},
  pages?: MarkdownImages,
): Promise<ProcessedImages> {
  return processImages({
    sources: contentImages(content, pages),
    staticDir,
    outDir: outdir,
    basePath: config.basePath,
    cacheDir: IMAGE_CACHE_DIR,
    ...options,
  });
}

/** For the production build: the images into `outdir`, and what was made of them printed. */
export async function buildImages(
  config: AppConfig,
  content: SiteContent,
  staticDir: string,
  outdir: string,
  pages?: MarkdownImages,
): Promise<ProcessedImages['manifest']> {
  const { manifest, report } = await siteImages(config, content, staticDir, outdir, {}, pages);
  console.log(`${formatImageReport(report)}\n`);
  return manifest;
}

/** static/ into the site, except the images the pipeline turns into other files: no visitor asks for those. */
export function copyStatic(content: SiteContent, staticDir: string, outdir: string, pages?: MarkdownImages): Promise<void> {
  const replaced = new Set(contentImages(content, pages).map((request) => join(staticDir, request.src)));
  return cp(staticDir, outdir, { recursive: true, filter: (source) => !replaced.has(source) });
}
