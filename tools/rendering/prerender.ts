// Prerendering: the React side bundled for Node with this build's configuration, rendered to HTML.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../../src/lib/appConfig';
import type { ImageManifest } from '../../src/lib/imageManifest';
import { normalizePath, NOT_FOUND_PATH } from '../../src/lib/router';
import type * as Prerender from './renderEntry';
import { renderDocument, type ArticleHead, type DocumentOptions } from './document';
import type { PrerenderedPage } from '../../src/lib/prerenderedPages';
import { defines, editionPlugins, SHARED_OPTIONS } from '../bundling/esbuildOptions';
import { CACHE_DIR, displayPath, PRERENDER_ENTRY } from '../projectPaths';
import { readDataFile } from '../content/dataFiles';
import { ContentError, siteDataFile } from '../content/source';

export type Renderer = typeof Prerender;

let loads = 0;

/**
 * Bundled rather than imported, so src/lib/config.ts sees this build's configuration, and the page,
 * its document and the manifest the content of `contentDir`, as in the browser. A file of its own per
 * load: the dev server loads it again after a content change, and an imported file is never read twice.
 */
export async function loadRenderer(config: AppConfig, contentDir: string, imageManifest?: ImageManifest): Promise<Renderer> {
  const outfile = join(CACHE_DIR, `prerender-${config.mode}-${process.pid}-${++loads}.mjs`);
  await esbuild.build({
    ...SHARED_OPTIONS,
    entryPoints: [PRERENDER_ENTRY],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.css': 'empty' },
    define: defines(config, imageManifest),
    plugins: editionPlugins(config, contentDir),
    outfile,
  });
  let renderer: Renderer;
  try {
    renderer = (await import(pathToFileURL(outfile).href)) as Renderer;
  } finally {
    await rm(outfile, { force: true });
  }
  // The navigation names the sections: one the site has no component for is the owner's to correct.
  if (renderer.unknownSections.length > 0) {
    const file = siteDataFile(contentDir, 'navigation');
    const { lineOf } = readDataFile(file);
    throw new ContentError(
      renderer.unknownSections.map(({ index, id, known }) => ({
        file: displayPath(file),
        line: lineOf(['homeSections', index, 'id']),
        path: `homeSections[${index}].id`,
        message: `nenhuma seção tem este id: as seções são ${known.join(', ')}, e uma sua se junta a elas como em docs/content.md, "Add a section"`,
        value: id,
      })),
    );
  }
  return renderer;
}

/** What every page of an edition shares around its own markup (tools/rendering/document.ts). */
export type EditionFrame = Omit<DocumentOptions, 'appHtml' | 'routePath' | 'title' | 'noindex'>;

/** A page the build made from the owner's Markdown: its route, its markup, and what its head says. */
export interface MarkdownPage {
  /** With a last slash for a list's page (`/notas/`), written as its folder's index.html. */
  routePath: string;
  page: PrerenderedPage;
  head: ArticleHead;
  /** For the sitemap: the day the page last changed (a note's), and whether it is left out (a list's further pages). */
  lastModified?: string;
  unlisted?: boolean;
}

/** A page's HTML in its edition's folder: `/projetos/x` -> `projetos/x.html`, `/notas/` -> `notas/index.html`. */
const htmlFileOf = (routePath: string) => `${routePath.slice(1)}${routePath.endsWith('/') ? 'index' : ''}.html`;
/** Its file for a move inside the app, named after its route (src/lib/prerenderedPages.ts): `/notas/` -> `notas.json`. */
const dataFileOf = (routePath: string) => `${normalizePath(routePath).slice(1)}.json`;

/**
 * `/` into index.html and the not-found page into 404.html of `outdir` (the edition's folder), then
 * each page from Markdown into its HTML (for a direct visit) and its JSON (src/lib/prerenderedPages.ts,
 * for a move inside the app); each page with the CSP in a meta tag.
 */
export async function prerenderPages(
  renderer: Renderer,
  frame: EditionFrame,
  outdir: string,
  pages: readonly MarkdownPage[] = [],
): Promise<void> {
  for (const routePath of ['/', NOT_FOUND_PATH]) {
    const page = renderer.renderRoute(routePath);
    const html = renderDocument({
      ...frame,
      appHtml: page.html,
      routePath: page.path,
      title: page.title,
      noindex: page.path === NOT_FOUND_PATH,
    });
    await writeFile(join(outdir, page.path === '/' ? 'index.html' : '404.html'), html);
  }
  for (const { routePath, page, head } of pages) {
    const rendered = renderer.renderRoute(routePath, page);
    const html = renderDocument({ ...frame, appHtml: rendered.html, routePath, title: page.title, article: head });
    await mkdir(dirname(join(outdir, htmlFileOf(routePath))), { recursive: true });
    await writeFile(join(outdir, htmlFileOf(routePath)), html);
    await writeFile(join(outdir, dataFileOf(routePath)), JSON.stringify(page));
  }
}
