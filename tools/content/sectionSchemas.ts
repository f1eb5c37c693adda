/**
 * The schemas of the data files an owner adds with a section of her own (docs/content.md, "Add a
 * section"): the section's component exports one per data file, `export const talksSchema = () =>
 * z.object({ talks: ... })` for `talks.yaml`, as a function so that the page, which never calls it, leaves
 * zod out. Found through the sections src/pages/sectionRegistry.ts imports, never listed here: the build's
 * code does not change when a section is added.
 */
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { CACHE_DIR, ROOT } from '../projectPaths';
import { readDataFile } from './dataFiles';
import { dataFile } from './source';

export const SECTION_REGISTRY = join(ROOT, 'src/pages/sectionRegistry.ts');
const SCHEMA_EXPORT = /^([A-Za-z][\w$]*)Schema$/;

/** A data file's schema, and the component that exports it. */
export interface SectionSchema {
  /** The component's file, absolute. */
  file: string;
  exported: string;
  schema: () => z.ZodType;
}

/**
 * The data files as CommonJS, which a component's names can be imported from whatever the file holds:
 * the schema is wanted even when its data file is missing or not YAML (the problems say so).
 */
const dataOrNothing = (dir: string): esbuild.Plugin => ({
  name: 'data-or-nothing',
  setup(build) {
    build.onResolve({ filter: /^site:content\// }, (args) => {
      const file = dataFile(dir, args.path.slice('site:content/'.length));
      return file ? { path: file } : { path: args.path, namespace: 'no-data' };
    });
    build.onLoad({ filter: /\.yaml$/ }, ({ path }) => {
      const { data, problems } = readDataFile(path);
      return { contents: `module.exports = ${JSON.stringify(problems.length > 0 ? {} : data)};`, loader: 'js' };
    });
    build.onLoad({ filter: /.*/, namespace: 'no-data' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
});

/** The modules of the project that the registry imports: the sections' components, among others. */
async function registryImports(registry: string): Promise<string[]> {
  const found: string[] = [];
  await esbuild.build({
    entryPoints: [registry],
    bundle: true,
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'registry-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind === 'entry-point' || args.pluginData === 'resolving') return undefined;
            const { path } = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
            if (/\.tsx?$/.test(path) && !path.includes(`${sep}node_modules${sep}`)) found.push(path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

/** The exports of each module whose name says it is a data file's schema, by that file's name. */
async function schemaExports(modules: string[]): Promise<Map<string, { file: string; exported: string }>> {
  const result = await esbuild.build({
    entryPoints: modules,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: join(CACHE_DIR, 'section-exports'),
    logLevel: 'silent',
    plugins: [
      {
        name: 'entries-only',
        setup: (build) =>
          build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true })),
      },
    ],
  });
  const found = new Map<string, { file: string; exported: string }>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const exported of output.exports) {
      const name = SCHEMA_EXPORT.exec(exported)?.[1];
      if (name && output.entryPoint) found.set(name, { file: join(ROOT, output.entryPoint), exported });
    }
  }
  return found;
}

/**
 * The schemas the registry's sections export, by data file name, their components reading the data
 * files of the content folder `dir`; imported afresh at each call, so an edited component is read again.
 */
export async function sectionSchemas(dir: string, registry = SECTION_REGISTRY): Promise<Map<string, SectionSchema>> {
  const exports = await schemaExports(await registryImports(registry));
  if (exports.size === 0) return new Map();
  const names = [...exports.keys()];
  const outfile = join(CACHE_DIR, `section-schemas-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({
    absWorkingDir: ROOT,
    bundle: true,
    logLevel: 'warning',
    stdin: {
      contents: names
        .map((name, index) => `export { ${exports.get(name)!.exported} as s${index} } from ${JSON.stringify(exports.get(name)!.file)};`)
        .join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    plugins: [dataOrNothing(dir)],
    outfile,
  });
  let loaded: Record<string, () => z.ZodType>;
  try {
    loaded = (await import(pathToFileURL(outfile).href)) as Record<string, () => z.ZodType>;
  } finally {
    await rm(outfile, { force: true });
  }
  return new Map(names.map((name, index) => [name, { ...exports.get(name)!, schema: loaded[`s${index}`] }]));
}
