// The page's bundles for the dev server: rebuilt on every save, kept in memory, never written.
import * as esbuild from 'esbuild';
import { basename, extname, join, relative, sep } from 'node:path';
import type { AppConfig } from '../../src/lib/appConfig';
import { DEFAULT_LANGUAGE, editionRoot, type Language } from '../../src/lib/editions';
import { browserOptions } from '../bundling/esbuildOptions';
import { CLIENT_ENTRIES, LIVE_RELOAD_CLIENT, ROOT } from '../projectPaths';

const ASSETS = 'assets';

/** The URL of an entry's development bundle for an edition: `/assets/main.js`, `/assets/en/main.js`. */
export const devAssetUrl = (entry: string, extension: string, language: Language = DEFAULT_LANGUAGE) =>
  `/${ASSETS}${editionRoot(language)}${basename(entry, extname(entry))}${extension}`;

export interface DevAssets {
  /** The current bundle at this URL path, if any. */
  get: (path: string) => Uint8Array | undefined;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && Buffer.compare(a, b) === 0;
}

/**
 * Starts esbuild in watch mode for one edition and resolves after the first build. A build with errors keeps the
 * last good files (esbuild prints the errors); a good one calls `onChange` with the URLs that differ.
 */
export async function watchClient(config: AppConfig, contentDir: string, onChange: (changed: string[]) => void): Promise<DevAssets> {
  const files = new Map<string, Uint8Array>();
  let firstBuildDone: () => void = () => {};
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  const keepInMemory: esbuild.Plugin = {
    name: 'keep-in-memory',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length === 0 && result.outputFiles) {
          const next = new Map(result.outputFiles.map((file) => [`/${relative(ROOT, file.path).split(sep).join('/')}`, file.contents]));
          const changed = [...next].filter(([path, contents]) => !sameBytes(files.get(path), contents)).map(([path]) => path);
          files.clear();
          for (const [path, contents] of next) files.set(path, contents);
          if (changed.length > 0) onChange(changed);
        }
        firstBuildDone();
      });
    },
  };
  const options = browserOptions(config, contentDir);
  const context = await esbuild.context({
    ...options,
    logLevel: 'info',
    entryPoints: Object.values(CLIENT_ENTRIES),
    outdir: join(ROOT, ASSETS, editionRoot(config.language)),
    entryNames: '[name]',
    sourcemap: 'linked',
    write: false,
    // Development only: reload open tabs when the dev server announces a change.
    inject: [LIVE_RELOAD_CLIENT],
    plugins: [...options.plugins, keepInMemory],
  });
  await context.watch();
  await firstBuild;
  return { get: (path) => files.get(path) };
}
