// The content's images in the production build and the dev server: one pipeline, one cache, so
// both serve the same markup; static/ is copied without the pictures no visitor asks for as they are.
import { cp } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { AppConfig } from '../../src/lib/appConfig';
import type { SiteContent } from '../content/source';
import { contentImages, formatImageReport, processImages, type ProcessedImages, type ProcessImagesOptions } from '.';
import type { MarkdownImages } from './contentImages';
import { CACHE_DIR } from '../projectPaths';
import { IMAGE_FORMATS } from '../markdown/images';
import { linksOf } from '../markdown/links';

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

/**
 * static/ into the site, except the pictures no visitor asks for as they are: those the pipeline turns
 * into other files, and every other picture of static/images/, which the content does not name (a fork
 * keeps the demo's there, and they are not its owner's to publish). A file a Markdown page links to is
 * always copied.
 */
export function copyStatic(
  content: SiteContent,
  staticDir: string,
  outdir: string,
  pages: MarkdownImages = { caseStudies: [], notes: [] },
): Promise<void> {
  const inStatic = (paths: readonly string[]) => new Set(paths.map((path) => join(staticDir, path)));
  const replaced = inStatic(contentImages(content, pages).map((request) => request.src));
  const linked = inStatic([...pages.caseStudies, ...pages.notes].flatMap(({ tree }) => linksOf(tree)));
  const pictures = `${join(staticDir, 'images')}${sep}`;
  const unasked = (source: string) => replaced.has(source) || (source.startsWith(pictures) && IMAGE_FORMATS.test(source));
  return cp(staticDir, outdir, { recursive: true, filter: (source) => linked.has(source) || !unasked(source) });
}
