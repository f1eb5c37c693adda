/**
 * Where a build reads its content: the data files of src/content/, or of a content folder laid over
 * it, whose files replace those of src/content/ with the same name (a second owner keeps navigation.yaml
 * and legal.yaml). Bundles, validation and the generated identity all read through here, so they see the
 * same owner. Which data files there are is the collections' to say (collections.ts).
 */
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { BuildError } from '../errors';
import { displayPath, ROOT, STATIC_DIR } from '../projectPaths';
import { loadCollections, SITE_CONTENT_DIR, type Collection } from './collections';
import { dataFileOf, resolveContentModule } from './contentModule';
import { DATA_EXTENSION, readDataFile, type DataFile } from './dataFiles';
import type { SiteContent } from './siteContent';
import { formatProblem, formatProblems, validateContent, type ContentModules, type Problem } from './validate';

export { SITE_CONTENT_DIR } from './collections';
export type { SiteContent } from './siteContent';

function assertFolder(dir: string): void {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new BuildError(`the content folder ${displayPath(dir)} does not exist`);
}

/** The data file of a collection the site ships with (`navigation`) as `dir` has it: its own, else src/content/'s. */
export const siteDataFile = (dir: string, name: string): string =>
  [join(dir, `${name}${DATA_EXTENSION}`), join(SITE_CONTENT_DIR, `${name}${DATA_EXTENSION}`)].find((file) => existsSync(file)) ??
  join(dir, `${name}${DATA_EXTENSION}`);

const SITE_CONTENT_IMPORT = /^site:content\/(.+)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const NO_DATA = 'site-content-none';

/** A named export per entry whose key is a name (a YAML key may be any text). */
export const moduleSource = (entries: readonly (readonly [string, unknown])[]): string =>
  entries
    .filter(([key]) => IDENTIFIER.test(key))
    .map(([key, value]) => `export const ${key} = ${value === undefined ? 'undefined' : JSON.stringify(value)};\n`)
    .join('');

/** A data file as an ES module: a named export per key. */
function dataModule(file: string): esbuild.OnLoadResult {
  const { data, problems } = readDataFile(file);
  if (problems.length > 0) return { errors: problems.map((problem) => ({ text: formatProblem(problem) })), watchFiles: [file] };
  return { contents: moduleSource(Object.entries(data)), loader: 'js', watchFiles: [file] };
}

/**
 * An esbuild plugin: `import { owner } from 'site:content/owner'` gets the keys of the folder's owner.yaml
 * (src/content/'s when the folder has none), as contentModule.ts resolves it. The data file of a section
 * an owner added, when the folder has none, is a module whose keys are each undefined: its component's
 * `placement` is undefined, and the page leaves the section out (src/pages/sectionOrder.ts). A name that
 * is no collection fails the build. Looked up at each build, and the folder watched, so a file added
 * while the dev server runs counts. `collections`: src/collections/'s when not given.
 */
export function siteContentPlugin(dir: string, collections?: readonly Collection[]): esbuild.Plugin {
  assertFolder(dir);
  return {
    name: 'site-content',
    setup(build) {
      build.onResolve({ filter: SITE_CONTENT_IMPORT }, async (args) => {
        const declared = collections ?? (await loadCollections());
        const answer = resolveContentModule(dir, SITE_CONTENT_IMPORT.exec(args.path)![1], declared);
        if (answer.kind === 'data') return { path: answer.file, watchDirs: [dir] };
        if (answer.kind === 'none') return { path: args.path, namespace: NO_DATA, pluginData: answer.keys, watchDirs: [dir] };
        return { errors: [{ text: answer.message }], watchDirs: [dir] };
      });
      build.onLoad({ filter: /\.yaml$/ }, (args) => dataModule(args.path));
      build.onLoad({ filter: /.*/, namespace: NO_DATA }, (args) => ({
        contents: moduleSource((args.pluginData as string[]).map((key) => [key, undefined])),
        loader: 'js',
      }));
    },
  };
}

/** Where each data file's problems are: the file as the owner opens it, and the line of a value in it. */
export interface ContentPlaces {
  /** By collection: its data file, or where it would be when the folder lacks it. */
  files: Record<string, string>;
  lineOf: (module: string, path: readonly PropertyKey[]) => number | undefined;
}

export interface LoadedContent extends ContentPlaces {
  content: ContentModules;
  problems: Problem[];
  collections: readonly Collection[];
}

/**
 * The keys of every data file, by collection, the file each came from (as the owner would type it) and
 * the line of every value; a file that is not YAML is a problem of its own, and reads as empty. A section
 * an owner added whose data file the folder lacks has no entry in `content`: the page does not show it.
 */
export async function loadContent(dir: string, collections?: readonly Collection[]): Promise<LoadedContent> {
  assertFolder(dir);
  const declared = collections ?? (await loadCollections());
  const read = new Map<string, DataFile>();
  const files: Record<string, string> = {};
  const content: ContentModules = {};
  for (const collection of declared) {
    const file = dataFileOf(dir, collection);
    files[collection.file] = displayPath(file ?? join(dir, `${collection.file}${DATA_EXTENSION}`));
    if (file) read.set(collection.file, readDataFile(file));
    if (file || collection.section === undefined) content[collection.file] = read.get(collection.file)?.data;
  }
  return {
    content,
    problems: [...read.values()].flatMap((file) => file.problems).concat(undeclaredFiles(dir, declared)),
    collections: declared,
    files,
    lineOf: (module, path) => read.get(module)?.lineOf(path),
  };
}

/** The data files of `dir` no collection reads: nothing would check them, nor show them. */
function undeclaredFiles(dir: string, collections: readonly Collection[]): Problem[] {
  const names = new Set(collections.map(({ file }) => `${file}${DATA_EXTENSION}`));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(DATA_EXTENSION) && !names.has(entry.name))
    .map((entry) => ({
      file: displayPath(join(dir, entry.name)),
      path: '',
      message: `nenhuma coleção lê este arquivo: declare-a em src/collections/${basename(entry.name, DATA_EXTENSION)}.ts (docs/content.md, "Add a section") ou apague o arquivo`,
    }));
}

/** Content that fails the schema: the message lists every problem, one line each. */
export class ContentError extends BuildError {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in the content:\n${formatProblems(problems)}`);
  }
}

/**
 * The data files of `dir` as read, with every problem of them: a file that is not YAML, a value that
 * breaks a rule of its collection's schema (src/collections/, an owner's own among them). Its pictures are
 * files of `staticDir` (static/, or the folder a build names with --static-dir).
 */
export async function checkData(dir: string, staticDir = STATIC_DIR, collections?: readonly Collection[]): Promise<LoadedContent> {
  const loaded = await loadContent(dir, collections);
  const problems = [
    ...loaded.problems,
    ...validateContent(loaded.content, { ...loaded, root: ROOT, staticDir: relative(ROOT, staticDir) }).filter(
      // A file that is not YAML has said so: not every key it would have had again.
      (problem) => !loaded.problems.some((each) => each.file === problem.file),
    ),
  ];
  return { ...loaded, problems };
}

/** The keys of every data file, as the page imports them. */
export const siteContentOf = (content: ContentModules): SiteContent => Object.assign({}, ...Object.values(content)) as SiteContent;

/** The content of `dir`, checked (checkData): a ContentError when it has any problem. */
export async function checkedContent(dir: string, staticDir = STATIC_DIR, collections?: readonly Collection[]): Promise<SiteContent> {
  const { content, problems } = await checkData(dir, staticDir, collections);
  if (problems.length > 0) throw new ContentError(problems);
  return siteContentOf(content);
}
