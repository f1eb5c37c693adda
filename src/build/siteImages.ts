// The content's images in the production build and the dev server: one pipeline, one cache, so
// both serve the same markup; static/ is copied without the sources the pipeline replaced.
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../lib/config';
import { checkedContent, ContentError, type SiteContent } from './content/source';
import { contentImages, formatImageReport, ImageError, processImages, type ProcessedImages } from './images';
import { CACHE_DIR, STATIC_DIR } from './project';

const IMAGE_CACHE_DIR = join(CACHE_DIR, 'images');

/** Encodes what the cache lacks; copies the files into `outdir` when given (the dev server serves them from the cache). */
export function siteImages(config: AppConfig, content: SiteContent, staticDir: string, outdir?: string): Promise<ProcessedImages> {
  return processImages({ sources: contentImages(content), staticDir, outDir: outdir, basePath: config.basePath, cacheDir: IMAGE_CACHE_DIR });
}

/** For the production build: the images into `outdir`, and what was made of them printed. */
export async function buildImages(config: AppConfig, content: SiteContent, staticDir: string, outdir: string): Promise<ProcessedImages['manifest']> {
  const { manifest, report } = await siteImages(config, content, staticDir, outdir);
  console.log(`${formatImageReport(report)}\n`);
  return manifest;
}

/**
 * For the dev server, at start and after each change in static/: the images served from the cache,
 * the report printed when something was encoded. A bad image is reported and the page shows the
 * plain files until it is fixed; the server keeps running.
 */
export async function devImages(config: AppConfig, contentDir: string): Promise<Pick<ProcessedImages, 'manifest' | 'files'>> {
  try {
    // Content with problems is listed by the dev server's content check; its images wait for the fix.
    const content = await checkedContent(contentDir);
    const { manifest, files, report } = await siteImages(config, content, STATIC_DIR);
    if (report.encoded > 0) console.log(formatImageReport(report));
    return { manifest, files };
  } catch (error) {
    if (error instanceof ContentError) return { manifest: {}, files: new Map() };
    console.error(`images: ${error instanceof ImageError ? error.message : String(error)}`);
    return { manifest: {}, files: new Map() };
  }
}

/** static/ into the site, except the images the pipeline turns into other files: no visitor asks for those. */
export function copyStatic(content: SiteContent, staticDir: string, outdir: string): Promise<void> {
  const replaced = new Set(contentImages(content).map((request) => join(staticDir, request.src)));
  return cp(staticDir, outdir, { recursive: true, filter: (source) => !replaced.has(source) });
}
