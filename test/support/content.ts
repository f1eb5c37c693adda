// Content sets for tests, read as the build reads them: src/content/ itself, or an owner's folder laid over it.
import { cpSync, existsSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { caseStudyFiles, caseStudyIds } from '../../tools/content/caseStudies';
import { join, resolve } from 'node:path';
import { checkedContent, SITE_CONTENT_DIR, type SiteContent } from '../../tools/content/source';
import { checkedTranslation } from '../../tools/content/translation';
import { checkNotes, noteFiles, parseNotes } from '../../tools/content/notes';
import { siteTimeZone } from '../../src/lib/timeZone';
import type { ContentModuleName, ContentModules } from '../../tools/content/validate';
import { copyMarkdownPages as copyPages, copyTranslationModules as copyModules } from '../../scripts/siteVariants/contentFolders';
import { contentFolder as emptyContentFolder, writeContentModule } from '../../scripts/siteVariants/contentFolders';
export { writeContentModule };
import { ROOT, STATIC_DIR } from '../../tools/projectPaths';
import { DATA_EXTENSION } from '../../tools/content/dataFiles';
import { filterProjects, projectFilters, type ProjectFilter } from '../../src/lib/projects';
import { DEMO_STATIC, demoContentFolder } from '../../scripts/siteVariants/demoFixture';

export { loadContent } from '../../tools/content/source';

/**
 * A new content folder for a behaviour test: the demo fixture's data files and pictures (`static/`), with
 * these data files in their stead. Never the owner's: a build with `--content=DIR` takes the data files DIR
 * lacks from src/content/, and the pictures from static/.
 */
export function contentFolder(modules: Partial<Record<ContentModuleName, Record<string, unknown>>> = {}): string {
  const dir = emptyContentFolder();
  const demo = demoContentFolder();
  for (const entry of readdirSync(demo, { withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith(DATA_EXTENSION)) cpSync(join(demo, entry.name), join(dir, entry.name));
  symlinkSync(DEMO_STATIC, join(dir, 'static'), 'dir');
  for (const [name, exports] of Object.entries(modules)) writeContentModule(dir, name as ContentModuleName, exports);
  return dir;
}

/** A content folder the build refuses at once (an owner without a name): a build started on it fails before any work. */
export function refusedContentFolder(): string {
  const dir = contentFolder();
  writeContentModule(dir, 'owner', { owner: { name: '' } });
  return dir;
}
export const SITE_CONTENT = SITE_CONTENT_DIR;
export const OWNER_FIXTURE = join(ROOT, 'test/fixtures/owners/julia');
/** Where the second owner's pictures are, as validateContent takes it (from the repository's root). */
export const OWNER_FIXTURE_STATIC = 'test/fixtures/owners/julia/static';

/**
 * The content the behaviour tests' site is built with (see buildVariant): content the tests own, never
 * the owner's. The folder E2E_CONTENT_DIR names (`E2E_CONTENT_DIR=test/fixtures/owners/julia npm run
 * test:e2e` runs the end-to-end suite for the second owner), else the demo fixture
 * (test/fixtures/owners/demo). The owner's own content is the site checks' (test/e2e/site/).
 */
export const TESTED_CONTENT_DIR = process.env.E2E_CONTENT_DIR ? resolve(ROOT, process.env.E2E_CONTENT_DIR) : demoContentFolder();

/**
 * The pictures of a content folder: another owner's folder holds its own in `static/` (as test/fixtures/
 * owners/julia/ does), the demo fixture's are in test/fixtures/owners/demo/static/, src/content/'s are
 * those of the repository's static/.
 */
export const staticDirOf = (contentDir: string) =>
  // A link (contentFolder's to the demo's pictures) is followed: a build copies a folder, not a link.
  contentDir === demoContentFolder()
    ? DEMO_STATIC
    : existsSync(join(contentDir, 'static'))
      ? realpathSync(join(contentDir, 'static'))
      : STATIC_DIR;

/** Every export of that content: what tests expect to see, instead of the demo owner's values. */
export const siteContent = await checkedContent(TESTED_CONTENT_DIR, staticDirOf(TESTED_CONTENT_DIR));

/** A deep copy as plain data, to break on purpose. */
export const editable = (content: ContentModules) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes anything into it: breaking the types is the point
  JSON.parse(JSON.stringify(content)) as Record<ContentModuleName, Record<string, any>>;

/** How many projects a filter of the projects section shows. */
export const projectCount = (filter: ProjectFilter) => filterProjects(siteContent.projects, filter).length;

/** A project filter that shows fewer cards than 'Todos' (a click on it proves the page is live), and how many. */
export function narrowingProjectFilter(): { label: string; count: number } {
  const filter = projectFilters.find(({ value }) => projectCount(value) < siteContent.projects.length);
  if (!filter) throw new Error('every project is in every category: no filter changes the grid; give one project fewer categories');
  return { label: filter.label, count: projectCount(filter.value) };
}

/** The English content the site under test is built with, or null when its content has no translation. */
export const siteTranslation = await checkedTranslation(TESTED_CONTENT_DIR, siteContent);

/** The ids of the projects with a case study in the content under test (none is a fine answer: no page, no link). */
export const caseStudiesOf = (dir: string, content: SiteContent, english: boolean) => caseStudyIds(caseStudyFiles(dir, english), content);
export const siteCaseStudies = caseStudiesOf(TESTED_CONTENT_DIR, siteContent, siteTranslation !== null);

/**
 * The notes of the content under test that the build makes pages of (no draft), per edition, newest
 * first, with their front matter as the build reads it, a time without an offset given the site's (none is
 * a fine answer: no notes page, no link, no feed).
 */
export const notesOf = (dir: string, content: SiteContent, english: boolean) =>
  checkNotes(
    parseNotes(noteFiles(dir, english)),
    {
      // Only the notes themselves are wanted here: the build checks the links and images.
      targets: { isPage: () => true, sectionsOf: () => undefined, isFile: () => true },
      imageExists: () => true,
    },
    { timeZone: siteTimeZone(content.owner) },
  ).notes;
export const siteNotes = notesOf(TESTED_CONTENT_DIR, siteContent, siteTranslation !== null);

/** Copies the Markdown pages of the content under test into another content folder (see copyMarkdownPages). */
export const copyMarkdownPages = (dir: string, options?: Parameters<typeof copyPages>[2]) => copyPages(TESTED_CONTENT_DIR, dir, options);

/** Copies the translation's modules of the content under test (not its Markdown pages) into another content folder. */
export const copyTranslationModules = (dir: string) => copyModules(TESTED_CONTENT_DIR, dir);
