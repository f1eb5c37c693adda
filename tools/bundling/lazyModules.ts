import type { Metafile, Plugin } from 'esbuild';
import { join, relative, sep } from 'node:path';
import { sitePath } from '../../src/lib/sitePath';
import { ROOT } from '../projectPaths';

/** The public URL of each entry point's output: absolute source path -> `<base path>assets/…`. */
export function entryUrls(metafile: Metafile, outdir: string, basePath: string): Map<string, string> {
  return new Map(
    Object.entries(metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [
        join(ROOT, output.entryPoint!),
        sitePath(relative(outdir, join(ROOT, file)).split(sep).join('/'), basePath),
      ]),
  );
}

/** Turns `import('…/email')` of a lazily loaded module into an import of its own built file. */
export function lazyModules(urls: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'lazy-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || (args.pluginData as { lazy?: boolean } | undefined)?.lazy) return undefined;
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { lazy: true } });
        const url = urls.get(resolved.path);
        return url ? { path: url, external: true } : undefined;
      });
    },
  };
}
