// esbuild options shared by every bundle of the build and the dev server.
import type { BuildOptions, Plugin } from 'esbuild';
import { join } from 'node:path';
import { buildFlags } from '../../src/lib/buildFlags';
import type { AppConfig } from '../../src/lib/appConfig';
import type { ImageManifest } from '../../src/lib/imageManifest';
import { siteContentPlugin } from '../content/source';
import { customMedia } from './customMedia';
import { reactAsModules, reactProductionAlias } from './reactAsModules';
import { displayFontPlugin } from './displayFontPlugin';
import { editionCatalogue } from './editionCatalogue';
import { ROOT } from '../projectPaths';

export const SHARED_OPTIONS = { absWorkingDir: ROOT, bundle: true, jsx: 'automatic', logLevel: 'warning' } satisfies BuildOptions;

/** A flag's value as the source text `define` puts in its place; a flag without one becomes `undefined`. */
const sourceOf = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/**
 * The build flags of src/lib/buildFlags.ts, and React's production or development build. Rendering
 * at build time also gets the image manifest (the browser reads it from the page).
 */
export function defines(config: AppConfig, imageManifest?: ImageManifest): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(buildFlags(config, imageManifest)).map(([name, value]) => [name, sourceOf(value)])),
    'process.env.NODE_ENV': JSON.stringify(config.mode === 'development' ? 'development' : 'production'),
  };
}

/**
 * The schemas of src/collections/ (and the fields a section's schema is made of) hold only values the
 * page never uses: declared free of side effects, so that a component that imports them for its schema
 * function leaves them, and zod, out of the page.
 */
const COLLECTIONS_DIR = join(ROOT, 'src', 'collections');
const schemasLeftOut: Plugin = {
  name: 'schemas-left-out',
  setup(build) {
    build.onResolve({ filter: /collections\// }, async (args) => {
      if (args.pluginData === 'schemas-left-out') return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'schemas-left-out',
      });
      return resolved.path.startsWith(COLLECTIONS_DIR) ? { ...resolved, sideEffects: false } : undefined;
    });
  },
};

/** The content of `contentDir` (see content/source.ts) and the interface text of the edition's language. */
export const editionPlugins = (config: AppConfig, contentDir: string) => [siteContentPlugin(contentDir), editionCatalogue(config.language)];

/**
 * What the page's bundles share, production or development, for one edition. Browsers from 2021
 * on: class fields and logical assignment ship as written.
 */
export function browserOptions(config: AppConfig, contentDir: string) {
  // React's production files, as ES modules (reactAsModules.ts); the development server keeps the packages' entries.
  const alias = config.mode === 'production' ? reactProductionAlias() : {};
  return {
    ...SHARED_OPTIONS,
    format: 'esm',
    target: 'es2022',
    define: defines(config),
    alias,
    plugins: [
      displayFontPlugin,
      ...editionPlugins(config, contentDir),
      schemasLeftOut,
      customMedia,
      ...(config.mode === 'production' ? [reactAsModules] : []),
    ],
    // The display face's file (tools/fonts/), beside the stylesheet that names it.
    loader: { '.woff2': 'file' },
  } satisfies BuildOptions;
}
