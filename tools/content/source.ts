/**
 * Where a build reads its content: the data files of src/content/, or of a content folder laid over
 * it, whose files replace those of src/content/ with the same name (a second owner keeps navigation.yaml
 * and legal.yaml). Bundles, validation and the generated identity all read through here, so they see the
 * same owner.
 */
import * as esbuild from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Experience } from '../../src/collections/experiences';
import { CONTENT_MODULES, type ContentModuleName } from '../../src/collections/index';
import type { LegalText } from '../../src/collections/legal';
import type { Section } from '../../src/collections/navigation';
import type { Owner } from '../../src/collections/owner';
import type { Project } from '../../src/collections/projects';
import type { Skill } from '../../src/collections/skills';
import { BuildError } from '../errors';
import { addedModuleProblems } from './addedModules';
import { DATA_EXTENSION, readDataFile } from './dataFiles';
import { displayPath, ROOT, STATIC_DIR } from '../projectPaths';
import { formatProblem, formatProblems, validateContent, type ContentModules, type Problem } from './validate';

export const SITE_CONTENT_DIR = join(ROOT, 'src', 'content');

/** Every key of the content's data files, checked by the collections' schemas. */
export interface SiteContent {
  owner: Owner;
  projects: Project[];
  skills: Skill[];
  experiences: Experience[];
  heroIntro: string;
  biography: string[];
  siteDescription: string;
  mainTechnologies: readonly string[];
  privacyText: LegalText;
  termsText: LegalText;
  homeSections: readonly Section[];
}

/** The keys of each data file. */
export const MODULE_EXPORTS = {
  owner: ['owner'],
  projects: ['projects'],
  skills: ['skills'],
  experiences: ['experiences'],
  texts: ['heroIntro', 'biography', 'siteDescription'],
  technologies: ['mainTechnologies'],
  legal: ['privacyText', 'termsText'],
  navigation: ['homeSections'],
} as const satisfies Record<ContentModuleName, readonly (keyof SiteContent)[]>;

function assertFolder(dir: string): void {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new BuildError(`the content folder ${displayPath(dir)} does not exist`);
}

/** A data file the site's own schemas check (src/collections/), not one an owner adds with a section. */
export const isCollection = (name: string): name is ContentModuleName => (CONTENT_MODULES as readonly string[]).includes(name);

/**
 * The data file `name` is read from: the folder's own, or, for the site's collections, src/content/'s
 * (a second owner keeps navigation.yaml and legal.yaml); undefined when there is none. A section an owner
 * added reads the folder being built only: another owner's folder, the demo's, does not show it.
 */
export const dataFile = (dir: string, name: string): string | undefined =>
  [join(dir, `${name}${DATA_EXTENSION}`), ...(isCollection(name) ? [join(SITE_CONTENT_DIR, `${name}${DATA_EXTENSION}`)] : [])].find(
    (file) => existsSync(file),
  );

/** The file each of the site's data files is read from now. */
export function contentFiles(dir: string): Record<ContentModuleName, string> {
  assertFolder(dir);
  return Object.fromEntries(CONTENT_MODULES.map((name) => [name, dataFile(dir, name) ?? join(dir, `${name}${DATA_EXTENSION}`)])) as Record<
    ContentModuleName,
    string
  >;
}

const SITE_CONTENT_IMPORT = /^site:content\/(.+)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const NO_DATA = 'site-content-none';

/** A data file as an ES module: a named export per key. */
function dataModule(file: string): esbuild.OnLoadResult {
  const { data, problems } = readDataFile(file);
  if (problems.length > 0) return { errors: problems.map((problem) => ({ text: formatProblem(problem) })), watchFiles: [file] };
  const exports = Object.entries(data).filter(([key]) => IDENTIFIER.test(key));
  return {
    contents: exports.map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};\n`).join(''),
    loader: 'js',
    watchFiles: [file],
  };
}

/**
 * An esbuild plugin: `import { owner } from 'site:content/owner'` gets the keys of the folder's owner.yaml
 * (src/content/'s when the folder has none). The data file of a section an owner added, when the folder
 * has none, is a module without values: its component's `placement` is undefined, and the page leaves the
 * section out (src/pages/sectionOrder.ts). Looked up at each build, and the folder watched, so a file
 * added while the dev server runs counts.
 */
export function siteContentPlugin(dir: string): esbuild.Plugin {
  assertFolder(dir);
  return {
    name: 'site-content',
    setup(build) {
      build.onResolve({ filter: SITE_CONTENT_IMPORT }, (args) => {
        const name = SITE_CONTENT_IMPORT.exec(args.path)![1];
        const file = dataFile(dir, name);
        if (file) return { path: file, watchDirs: [dir] };
        if (!isCollection(name)) return { path: name, namespace: NO_DATA, watchDirs: [dir] };
        return { errors: [{ text: `no data file ${name}${DATA_EXTENSION} in ${displayPath(dir)} or src/content/` }], watchDirs: [dir] };
      });
      build.onLoad({ filter: /\.yaml$/ }, (args) => dataModule(args.path));
      // CommonJS: its component's names import from it, each undefined.
      build.onLoad({ filter: /.*/, namespace: NO_DATA }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

/** Where each data file's problems are: the file as the owner opens it, and the line of a value in it. */
export interface ContentPlaces {
  files: Record<ContentModuleName, string>;
  lineOf: (module: string, path: readonly PropertyKey[]) => number | undefined;
}

/**
 * The keys of every data file, by file name, the file each came from (as the owner would type it) and the
 * line of every value; a file that is not YAML is a problem of its own, and reads as empty.
 */
export function loadContent(dir: string): Promise<{ content: ContentModules; problems: Problem[] } & ContentPlaces> {
  return Promise.resolve().then(() => readContent(dir));
}

function readContent(dir: string): { content: ContentModules; problems: Problem[] } & ContentPlaces {
  const files = contentFiles(dir);
  const read = Object.fromEntries(CONTENT_MODULES.map((name) => [name, existsSync(files[name]) ? readDataFile(files[name]) : undefined]));
  return {
    content: Object.fromEntries(CONTENT_MODULES.map((name) => [name, read[name]?.data])) as ContentModules,
    problems: Object.values(read).flatMap((file) => file?.problems ?? []),
    files: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, displayPath(file)])) as Record<ContentModuleName, string>,
    lineOf: (module, path) => read[module]?.lineOf(path),
  };
}

/** The exports of each file, by name; bundled and imported afresh at each call, so an edited file is read again. */
export async function importModules(files: Record<string, string>, plugins: esbuild.Plugin[] = []): Promise<Record<string, unknown>> {
  const entry = Object.entries(files)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(file)};`)
    .join('\n');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    bundle: true,
    logLevel: 'warning',
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    // A content folder outside the repository (--content=DIR) finds the packages too.
    nodePaths: [join(ROOT, 'node_modules')],
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    write: false,
    plugins,
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
  return { ...((await import(`data:text/javascript;base64,${code}`)) as Record<string, unknown>) };
}

/** Content that fails the schema: the message lists every problem, one line each. */
export class ContentError extends BuildError {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in the content:\n${formatProblems(problems)}`);
  }
}

/**
 * The content of `dir`, checked: a ContentError when it breaks any rule of the schema, or of the schema
 * of a data file the owner added (addedModules.ts). Its pictures are files of `staticDir` (static/, or the
 * folder a build names with --static-dir).
 */
export async function checkedContent(dir: string, staticDir = STATIC_DIR): Promise<SiteContent> {
  const { content, problems: unread, files, lineOf } = await loadContent(dir);
  const problems = [
    ...unread,
    ...validateContent(content, { root: ROOT, files, lineOf, staticDir: relative(ROOT, staticDir) }).filter(
      // A file that is not YAML has said so: not every key it would have had again.
      (problem) => !unread.some((each) => each.file === problem.file),
    ),
    ...(await addedModuleProblems(dir)),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  return Object.assign({}, ...Object.values(content)) as SiteContent;
}
