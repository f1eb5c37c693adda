/**
 * Where a build reads its content: src/content/, or a content folder laid over it, whose modules
 * replace those of src/content/ with the same name (a second owner keeps navigation.ts and legal.ts).
 * Bundles, validation and the generated identity all read through here, so they see the same owner.
 */
import * as esbuild from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Experience, LegalText, Owner, Project, Section, Skill } from '../../src/content/types';
import { BuildError } from '../errors';
import { addedModuleProblems } from './addedModules';
import { displayPath, ROOT, STATIC_DIR } from '../projectPaths';
import { CONTENT_MODULES, formatProblems, validateContent, type ContentModuleName, type ContentModules, type Problem } from './validate';

export const SITE_CONTENT_DIR = join(ROOT, 'src', 'content');

/** Every export of the content modules, checked by the content schema. */
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

/** The exports of each content module. */
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

/** The file a content module is read from: the folder's own, or src/content/'s. */
const contentFile = (dir: string, name: ContentModuleName) =>
  [join(dir, `${name}.ts`), join(SITE_CONTENT_DIR, `${name}.ts`)].find((file) => existsSync(file))!;

/** The file each content module is read from now. */
export function contentFiles(dir: string): Record<ContentModuleName, string> {
  assertFolder(dir);
  return Object.fromEntries(CONTENT_MODULES.map((name) => [name, contentFile(dir, name)])) as Record<ContentModuleName, string>;
}

const CONTENT_IMPORT = new RegExp(`(?:^|/)content/(${CONTENT_MODULES.join('|')})(?:\\.ts)?$`);

/**
 * An esbuild plugin: whatever imports src/content/<module> (or has it as entry point) gets the folder's
 * module. Looked up at each build, and the folder watched, so a module added while the dev server runs counts.
 */
export function contentOverlay(dir: string): esbuild.Plugin {
  assertFolder(dir);
  return {
    name: 'content-overlay',
    setup(build) {
      build.onResolve({ filter: CONTENT_IMPORT }, (args) => {
        const name = CONTENT_IMPORT.exec(args.path)![1] as ContentModuleName;
        const target = resolve(args.resolveDir || ROOT, args.path).replace(/\.ts$/, '');
        return target === join(SITE_CONTENT_DIR, name) ? { path: contentFile(dir, name), watchDirs: [dir] } : undefined;
      });
    },
  };
}

/**
 * The exports of every content module, by module name, and the file each came from (as the owner
 * would type it).
 */
export async function loadContent(dir: string): Promise<{ content: ContentModules; files: Record<ContentModuleName, string> }> {
  const files = contentFiles(dir);
  const content = (await importModules(files, [contentOverlay(dir)])) as ContentModules;
  return {
    content,
    files: Object.fromEntries(Object.entries(files).map(([name, file]) => [name, displayPath(file)])) as Record<ContentModuleName, string>,
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
    // A content folder outside the repository (--content=DIR) finds the packages a schema imports too.
    nodePaths: [join(ROOT, 'node_modules')],
    platform: 'node',
    format: 'esm',
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
 * of a module the owner added (addedModules.ts). Its pictures are files of `staticDir` (static/, or the
 * folder a build names with --static-dir).
 */
export async function checkedContent(dir: string, staticDir = STATIC_DIR): Promise<SiteContent> {
  const { content, files } = await loadContent(dir);
  const problems = [
    ...validateContent(content, { root: ROOT, files, staticDir: relative(ROOT, staticDir) }),
    ...(await addedModuleProblems(dir, importModules)),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  return Object.assign({}, ...Object.values(content)) as SiteContent;
}
