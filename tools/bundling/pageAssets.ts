// The page's own files: hashed, minified bundles for production and the inline head bootstrap.
import * as esbuild from 'esbuild';
import { join, relative, sep } from 'node:path';
import { sitePath } from '../../src/lib/sitePath';
import type { AppConfig } from '../../src/lib/config';
import { browserOptions, SHARED_OPTIONS } from './esbuildOptions';
import { entryUrls, lazyModules } from './lazyModules';
import { CLIENT_ENTRIES, HEAD_BOOTSTRAP, LAZY_MODULES, ROOT } from '../projectPaths';

/** What a page's HTML refers to. */
export interface PageAssets {
  scriptSrc: string;
  styleHref: string;
  /** The display face's file (tools/fonts/), which the stylesheet names: preloaded by the head. */
  fontHref?: string;
  /** Inlined in <head>; the CSP allows it by its hash. */
  headBootstrap: string;
}

export async function headBootstrap(): Promise<string> {
  const result = await esbuild.build({
    ...SHARED_OPTIONS,
    entryPoints: [HEAD_BOOTSTRAP],
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
  });
  return result.outputFiles[0].text.trim();
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
  const outputs = Object.keys(client.metafile.outputs);
  const font = outputs.find((file) => file.endsWith('.woff2'));
  const url = (file: string) => sitePath(relative(outdir, join(ROOT, file)).split(sep).join('/'), config.basePath);
  return {
    scriptSrc: urlOf(CLIENT_ENTRIES.script),
    styleHref: urlOf(CLIENT_ENTRIES.style),
    fontHref: font && url(font),
    headBootstrap: await headBootstrap(),
  };
}
