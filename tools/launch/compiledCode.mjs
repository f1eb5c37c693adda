// @ts-check
/**
 * The build code (tools/cli.ts and every module of ours it imports) compiled by esbuild into one folder
 * of plain JavaScript, once per change of its sources, and run from there: build.mjs's start. Run
 * through tsx instead, every start paid for Node's module hooks on each of its modules (a warm build
 * of the demo: median 4.6 CPU-s that way, 3.2 so; docs/performance.md), and `npm test` starts 38.
 * Packages are not compiled in: they load from node_modules as before. Each job's modules stay in
 * chunks of their own (esbuild's code splitting), so a preview still loads none of the build's.
 * Plain JavaScript, because it runs before anything could compile TypeScript.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bump when the compile options change: code compiled with the old ones is then not reused. */
const OPTIONS_VERSION = 1;
/** Compiled folders kept: a dev server still running on an older one loads its lazy chunks from it. */
const KEPT = 5;

/**
 * @typedef {object} Compiled
 * @property {string} entry the compiled entry module's path
 * @property {boolean} fresh whether it was compiled by this call (else reused)
 */

/**
 * The path of `entry` compiled with what it imports, from `cacheDir` when its sources are as they were
 * when it was compiled there, else compiled anew (~0.15 s).
 * @param {{ root: string, entry: string, cacheDir: string }} where the project, its entry module, the cache
 * @returns {Promise<Compiled>}
 */
export async function compiledEntry({ root, entry, cacheDir }) {
  const manifestFile = join(cacheDir, 'manifest.json');
  const manifest = readManifest(manifestFile);
  if (manifest && manifest.entry === entry && manifest.digest === digestOf(root, manifest.inputs)) {
    const compiled = join(cacheDir, manifest.digest, 'entry.mjs');
    if (existsSync(compiled)) return { entry: compiled, fresh: false };
  }
  const { build } = await import('esbuild');
  const staging = join(cacheDir, `staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { entry },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceLocations],
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  const digest = digestOf(root, inputs);
  const folder = join(cacheDir, digest);
  try {
    renameSync(staging, folder);
  } catch {
    // Another process compiled the same sources first: its folder is the same code.
    rmSync(staging, { recursive: true, force: true });
  }
  const pending = `${manifestFile}-${process.pid}`;
  writeFileSync(pending, JSON.stringify({ entry, digest, inputs }));
  renameSync(pending, manifestFile);
  pruneOlderThanKept(cacheDir);
  return { entry: join(folder, 'entry.mjs'), fresh: true };
}

/**
 * `import.meta.url` and `import.meta.dirname` keep naming the source module, not the compiled chunk:
 * the build finds its fonts and its project root by them. The project's path is part of the digest, so
 * a copy of the project elsewhere compiles its own.
 * @type {import('esbuild').Plugin}
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

/**
 * What the compiled code depends on: the project's place, esbuild's version, the options and each
 * source's bytes (a source that is gone changes it too).
 * @param {string} root
 * @param {string[]} inputs paths relative to root
 */
function digestOf(root, inputs) {
  const hash = createHash('sha256').update(JSON.stringify([root, esbuildVersion(root), OPTIONS_VERSION]));
  for (const input of inputs) {
    hash.update(`\0${input}\0`);
    try {
      hash.update(readFileSync(resolve(root, input)));
    } catch {
      hash.update('\0missing');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} root */
function esbuildVersion(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * @param {string} file
 * @returns {{ entry: string, digest: string, inputs: string[] } | undefined}
 */
function readManifest(file) {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    return typeof manifest?.digest === 'string' && Array.isArray(manifest.inputs) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} cacheDir */
function pruneOlderThanKept(cacheDir) {
  const folders = readdirSync(cacheDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('staging-'))
    .map((entry) => ({ path: join(cacheDir, entry.name), time: statSync(join(cacheDir, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of folders.slice(KEPT)) rmSync(path, { recursive: true, force: true });
}

/**
 * Loads `tools/cli.ts` of the project at `root`, compiled; through tsx when it cannot be compiled (the
 * same error then surfaces as it would without this).
 * @param {string} root
 * @returns {Promise<{ main(args: readonly string[]): Promise<void> }>}
 */
export async function loadCli(root) {
  let compiled;
  try {
    compiled = await compiledEntry({ root, entry: 'tools/cli.ts', cacheDir: join(root, '.cache', 'build-code') });
  } catch {
    const { register } = await import('tsx/esm/api');
    register();
    return import(pathToFileURL(join(root, 'tools/cli.ts')).href);
  }
  // Error stacks name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  return import(pathToFileURL(compiled.entry).href);
}
