/**
 * The content's collections, as declared in src/collections/ (one file each, `export const collection =
 * defineCollection({ … })`, src/collections/rules/defineCollection.ts): found by listing the folder, as
 * Astro's content config, so that a collection an owner adds is one file and no list. The build's code is
 * compiled into one bundle (tools/launch/compiledCode.mjs) and cannot import them by a name it learns at
 * run time: one esbuild pass bundles them all, imported from memory, once per process while they stay as
 * they are. Everything that lists the data files (source.ts, translation.ts, jsonSchemas.ts, the editor's
 * configuration, the import's writer) derives its list from what this returns.
 */
import * as esbuild from 'esbuild';
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CollectionDeclaration } from '../../src/collections/rules/defineCollection';
import { ANY_FILES } from '../../src/collections/rules/fields';
import { BuildError } from '../errors';
import { displayPath, ROOT } from '../projectPaths';

export type Collection = CollectionDeclaration;

export const COLLECTIONS_DIR = join(ROOT, 'src', 'collections');
/** The content the site ships with, which a content folder's own files replace (source.ts). */
export const SITE_CONTENT_DIR = join(ROOT, 'src', 'content');

const DECLARATION = /^[^.]+\.tsx?$/;

/** The declaration files of `dir`: every TypeScript file directly in it (rules/ holds what they share). */
const declarationFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && DECLARATION.test(entry.name))
    .map((entry) => join(dir, entry.name))
    .sort();

/** What the loaded declarations depend on: the name, size and time of each file of `dir`, the shared rules' too. */
const stamp = (dir: string): string =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((path) => {
      const stat = statSync(join(dir, path), { throwIfNoEntry: false });
      return `${path}:${stat?.size}:${stat?.mtimeMs}`;
    })
    .join('\n');

/**
 * The packages the declarations import (zod) are the build's own copies, by their file's address: the
 * bundle is imported from a data: URL, which cannot look up a package by name, and one copy of zod keeps
 * one registry of the schemas' descriptions for the JSON Schemas.
 */
const sharedPackages: esbuild.Plugin = {
  name: 'shared-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('node:') ? undefined : { path: import.meta.resolve(args.path), external: true },
    );
  },
};

/** The declarations of `files`, by the one bundle that imports them all. */
async function importDeclarations(files: readonly string[]): Promise<unknown[]> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    logLevel: 'silent',
    stdin: {
      contents: files.map((file, index) => `export { collection as c${index} } from ${JSON.stringify(file)};`).join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [sharedPackages],
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
  const module = (await import(`data:text/javascript;base64,${code}`)) as Record<string, unknown>;
  return files.map((_, index) => module[`c${index}`]);
}

/** A declaration as the build can use it: an object naming its data file, which is the declaration file's name. */
function checked(file: string, declared: unknown): Collection {
  const name = basename(file).replace(/\.tsx?$/, '');
  const where = displayPath(file);
  if (typeof declared !== 'object' || declared === null)
    throw new BuildError(
      `${where}: declares no collection: every file directly in src/collections/ exports one (\`export const collection = defineCollection({ … })\`); shared code goes in src/collections/rules/`,
    );
  const collection = declared as Collection;
  if (collection.file !== name)
    throw new BuildError(`${where}: the collection's file is "${collection.file}": it must be "${name}", the name of this file`);
  return collection;
}

const loaded = new Map<string, { stamp: string; collections: Promise<readonly Collection[]> }>();

/** The collections declared in `dir` (src/collections/), in file order; loaded again when a file of it changed. */
export function loadCollections(dir = COLLECTIONS_DIR): Promise<readonly Collection[]> {
  const now = stamp(dir);
  const known = loaded.get(dir);
  if (known?.stamp === now) return known.collections;
  const files = declarationFiles(dir);
  const collections = importDeclarations(files).then((declared) => files.map((file, index) => checked(file, declared[index])));
  loaded.set(dir, { stamp: now, collections });
  // A failed load is tried again at the next call (the dev server, once the owner fixed the file).
  collections.catch(() => loaded.delete(dir));
  return collections;
}

/** The keys of a collection's data file: what `site:content/<file>` exports. */
export const keysOf = (collection: Collection): string[] => Object.keys(collection.schema(ANY_FILES).shape);

/** Whether the collection is a section an owner added, which shows only where its data file is. */
export const isOwnSection = (collection: Collection): boolean => collection.section !== undefined;
