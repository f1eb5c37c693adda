// The page's own files: hashed, minified bundles for production and the inline theme bootstrap.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../lib/config';
import { browserOptions, SHARED_OPTIONS } from './bundling';
import { entryUrls, lazyModules } from './lazyModules';
import { CLIENT_ENTRIES, ICON_SPRITE_FILE, LAZY_MODULES, ROOT, THEME_BOOTSTRAP } from './project';

/** What a page's HTML refers to. */
export interface PageAssets {
  scriptSrc: string;
  styleHref: string;
  /** Inlined in <head>; the CSP allows it by its hash. */
  themeBootstrap: string;
  /** Inlined at the top of <body>. */
  iconSprite: string;
}

export async function themeBootstrap(): Promise<string> {
  const result = await esbuild.build({
    ...SHARED_OPTIONS,
    entryPoints: [THEME_BOOTSTRAP],
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
  });
  return result.outputFiles[0]!.text.trim();
}

/**
 * The icons' symbols as markup for the page itself, hidden. An external sprite (`<use href="x.svg#id">`)
 * makes the browser load, parse and lay out a separate SVG document on the main thread, a task of
 * 20 to 40 ms right after the first paint on a phone; inline, the symbols cost ~0.8 KB of gzip HTML.
 */
export async function iconSprite(): Promise<string> {
  const svg = await readFile(ICON_SPRITE_FILE, 'utf8');
  // Its zero size holds even if the stylesheet, which hides it, does not load.
  return svg.trim().replace('<svg ', '<svg class="icon-sprite" width="0" height="0" aria-hidden="true" ').replace(/>\s+</g, '><');
}

/**
 * V8's explicit compile hint (Chromium 136+; a plain comment elsewhere): compile every function of
 * the entry while the script streams in, off the main thread. Without it React DOM, a CommonJS module
 * the bundle wraps in one function, is compiled on the main thread when the page first calls it, one
 * task of ~25 ms (~100 ms on a phone) just before hydration.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Bundles the lazily loaded modules first, then the entries that import them by their hashed URLs. */
export async function buildClient(config: AppConfig, outdir: string, contentDir: string): Promise<PageAssets> {
  const options = {
    ...browserOptions(config, contentDir),
    outdir: join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    metafile: true,
  } satisfies esbuild.BuildOptions;
  const lazy = await esbuild.build({ ...options, entryPoints: LAZY_MODULES });
  const client = await esbuild.build({
    ...options,
    entryPoints: Object.values(CLIENT_ENTRIES),
    banner: { js: COMPILE_HINT },
    // First: a lazy module's import must become its URL before the content overlay resolves it.
    plugins: [lazyModules(entryUrls(lazy.metafile, outdir, config.basePath)), ...options.plugins],
  });
  const urls = entryUrls(client.metafile, outdir, config.basePath);
  const urlOf = (entry: string) => urls.get(join(ROOT, entry))!;
  return { scriptSrc: urlOf(CLIENT_ENTRIES.script), styleHref: urlOf(CLIENT_ENTRIES.style), themeBootstrap: await themeBootstrap(), iconSprite: await iconSprite() };
}
