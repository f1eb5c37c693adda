// The page's own files: hashed, minified bundles for production and the inline head bootstrap.
import * as esbuild from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { sitePath } from '../../src/lib/sitePath';
import { hasMarkdownPages, measuresAudience } from '../../src/lib/buildFlags';
import type { AppConfig } from '../../src/lib/appConfig';
import { browserOptions, SHARED_OPTIONS } from './esbuildOptions';
import { keepMetafile } from './bundleMetafile';
import { entryUrls, lazyModules } from './lazyModules';
import { ARTICLE_READING, AUDIENCE_COLLECTOR, CLIENT_ENTRIES, HEAD_BOOTSTRAP, LAZY_MODULES, ROOT } from '../projectPaths';

/** What a page's HTML refers to. */
export interface PageAssets {
  scriptSrc: string;
  /** The stylesheet's text, for each page's <style>; the CSP allows it by its hash. */
  stylesheet: { css: string };
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

/**
 * The bundled stylesheet's text, its file and source map removed: every page carries it in its head.
 * On a slow link a stylesheet of its own cost a request, ~560 ms under Lighthouse's applied
 * throttling, before the first paint; in the page it costs its ~7.5 KB of gzip (docs/performance.md).
 */
async function inlinedStylesheet(file: string): Promise<string> {
  const css = await readFile(file, 'utf8');
  await Promise.all([rm(file), rm(`${file}.map`, { force: true })]);
  return css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
}

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
    // The stylesheet's url()s from the site's root: it is read from pages at every depth.
    publicPath: sitePath('/assets/', config.basePath),
  } satisfies esbuild.BuildOptions;
  // Only what a page of this edition can load: dist/ holds no script that nothing uses.
  const lazy = await esbuild.build({
    ...options,
    entryPoints: LAZY_MODULES.filter(
      (module) => (hasMarkdownPages(config) || module !== ARTICLE_READING) && (measuresAudience(config) || module !== AUDIENCE_COLLECTOR),
    ),
  });
  const client = await esbuild.build({
    ...options,
    entryPoints: Object.values(CLIENT_ENTRIES),
    banner: { js: COMPILE_HINT },
    // First: a lazy module's import must become its URL before the content plugin resolves it.
    plugins: [lazyModules(entryUrls(lazy.metafile, outdir, config.basePath)), ...options.plugins],
  });
  await keepMetafile(config.language, client.metafile);
  const urls = entryUrls(client.metafile, outdir, config.basePath);
  const urlOf = (entry: string) => urls.get(join(ROOT, entry))!;
  const outputs = Object.keys(client.metafile.outputs);
  const font = outputs.find((file) => file.endsWith('.woff2'));
  const url = (file: string) => sitePath(relative(outdir, join(ROOT, file)).split(sep).join('/'), config.basePath);
  const style = outputs.find((file) => client.metafile.outputs[file].entryPoint === CLIENT_ENTRIES.style)!;
  return {
    scriptSrc: urlOf(CLIENT_ENTRIES.script),
    stylesheet: { css: await inlinedStylesheet(join(ROOT, style)) },
    fontHref: font && url(font),
    headBootstrap: await headBootstrap(),
  };
}
