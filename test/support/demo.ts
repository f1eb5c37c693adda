/**
 * The demo owner as a fixture (scripts/siteVariants/demoFixture.ts): what the specification fixes for the
 * demo, and the budgets, are checked on it, whatever the owner has written in src/content/.
 */
import { cpSync, rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { DEMO_STATIC, demoContentFolder, demoPalettes, MARKDOWN_FOLDERS } from '../../scripts/siteVariants/demoFixture';
import { checkedContent, SITE_CONTENT_DIR } from '../../tools/content/source';
import { checkedTranslation } from '../../tools/content/translation';
import { STATIC_DIR } from '../../tools/projectPaths';
import { writeGeneratedNotes } from '../../scripts/siteVariants/generatedNotes';
import { buildVariant } from './builds';
import { caseStudiesOf, notesOf } from './content';
import { filesOf } from './folderFiles';
import { temporaryFolder } from '../../scripts/temporaryFolder';

export { DEMO_STATIC, demoPalettes };
export const DEMO_CONTENT = demoContentFolder();
export const demoContent = await checkedContent(DEMO_CONTENT, DEMO_STATIC);
export const demoTranslation = await checkedTranslation(DEMO_CONTENT, demoContent);
export const demoCaseStudies = caseStudiesOf(DEMO_CONTENT, demoContent, demoTranslation !== null);
export const demoNotes = notesOf(DEMO_CONTENT, demoContent, demoTranslation !== null);

const NOT_MARKDOWN = /^(?!.*\.md$)/;

/**
 * Whether the owner's content is still the demo's, to the letter (a fresh clone): then the demo's build
 * is the owner's, which the site checks take, and is not made twice.
 */
async function ownerIsDemo(): Promise<boolean> {
  const owner = await checkedContent(SITE_CONTENT_DIR);
  return (
    isDeepStrictEqual(owner, demoContent) &&
    isDeepStrictEqual(await checkedTranslation(SITE_CONTENT_DIR, owner), demoTranslation) &&
    // The data files are compared as data above, the Markdown pages by their bytes.
    isDeepStrictEqual(filesOf(SITE_CONTENT_DIR, NOT_MARKDOWN), filesOf(DEMO_CONTENT, NOT_MARKDOWN)) &&
    isDeepStrictEqual(filesOf(STATIC_DIR), filesOf(DEMO_STATIC))
  );
}
/** The owner's content is still the demo's (a fresh clone). */
export const sameAsOwner = await ownerIsDemo();

/** The production build of the demo, with no settings. */
export function demoDist(): string {
  return buildVariant({}, DEMO_CONTENT, DEMO_STATIC);
}

/** The production build of the owner's own content (src/content/, static/), with no settings: the site checks'. */
export function ownerDist(): string {
  return sameAsOwner ? demoDist() : buildVariant({}, SITE_CONTENT_DIR, STATIC_DIR);
}

/**
 * The demo without its own Markdown pages, with `count` notes of scripts/siteVariants/generatedNotes.ts,
 * built: the owner who writes many notes, whose lists, feeds and search index have budgets. The suites
 * that ask for the same count share one build (buildVariant names a site by its content).
 */
export function demoWithNotesDist(count: number): string {
  const folder = temporaryFolder('content-');
  // Its content only: its pictures are the build's static folder.
  cpSync(DEMO_CONTENT, folder, { recursive: true, filter: (source) => source !== DEMO_STATIC });
  for (const pages of MARKDOWN_FOLDERS) rmSync(join(folder, pages), { recursive: true, force: true });
  writeGeneratedNotes(folder, count);
  return buildVariant({}, folder, DEMO_STATIC);
}
