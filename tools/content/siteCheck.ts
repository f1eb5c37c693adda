/**
 * Every problem of a content folder at once, sorted by file and line: the data files' (source.ts), the
 * translation's (translation.ts), the Markdown pages' (sitePages.ts) and the pictures' (a missing file is
 * the data's or the page's problem; a picture in two shapes, tools/images/shapes.ts). The owner fixing her
 * content meets them in one list, not a round per kind. The build, the dev server and the résumé import's
 * stage all check here, so they list the same problems.
 */
import { DEFAULT_LANGUAGE } from '../../src/lib/editions';
import { contentImages } from '../images/contentImages';
import { shapeProblems } from '../images/shapes';
import { STATIC_DIR } from '../projectPaths';
import { caseStudyFiles } from './caseStudies';
import { isOwnSection, loadCollections } from './collections';
import { editionsOf } from './markdownFiles';
import type { Problem } from './problems';
import { shownSectionIds } from './shownSections';
import { checkPages, markdownImages, type SitePages } from './sitePages';
import { checkData, ContentError, siteContentOf, type SiteContent } from './source';
import { checkTranslation, hasTranslation } from './translation';

export interface CheckedSite {
  content: SiteContent;
  /** The English edition's content; null when the folder has no translation. */
  english: SiteContent | null;
  pages: SitePages;
}

/** By file, then line (a problem of the whole file first); in the order found within a line. */
const byPlace = (a: Problem, b: Problem) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1);

/**
 * Every problem of `dir`, whose pictures are files of `staticDir`, and, when it has none, what the site is
 * made from. `drafts`: whether draft notes are pages (the dev server) or left out (the build).
 */
export async function checkSite(
  dir: string,
  staticDir = STATIC_DIR,
  { drafts = false } = {},
): Promise<{ problems: Problem[]; site?: CheckedSite }> {
  const collections = await loadCollections();
  const data = await checkData(dir, staticDir, collections);
  const failed = new Set(data.problems.map(({ file }) => file));
  // A later check reads only the data files that passed: one that failed would hand it what its schema refused.
  const passed = (name: string) => !failed.has(data.files[name]);
  const content = siteContentOf(data.content);
  // The twin of a file that failed is checked without the Portuguese values (checkTranslation).
  const translation = await checkTranslation(dir, content, collections, ({ file }) => passed(file));
  const languages = editionsOf(hasTranslation(dir));
  // Without the projects, each case study is taken for a project's (its name is checked once projects.yaml
  // passes); without the owner, the default time zone reads the notes' dates; without the navigation or an
  // owner's section, a link's #section is not checked.
  const projects = passed('projects')
    ? content.projects
    : caseStudyFiles(dir, languages.length > 1)[DEFAULT_LANGUAGE].map(({ slug }) => ({ id: slug }));
  const sectionsKnown = passed('navigation') && collections.filter(isOwnSection).every(({ file }) => passed(file));
  const { pages, problems: pageProblems } = checkPages(
    dir,
    { projects, owner: passed('owner') ? content.owner : {} },
    languages,
    staticDir,
    {
      drafts,
      sections: sectionsKnown ? await shownSectionIds(dir, collections) : null,
    },
  );
  // The pictures of the data files that passed, and of the pages that did.
  const pictures = contentImages(
    { owner: passed('owner') ? content.owner : { photo: '' }, projects: passed('projects') ? content.projects : [] },
    markdownImages(pages),
    data,
  );
  const problems = [...data.problems, ...translation.problems, ...pageProblems, ...shapeProblems(pictures)].sort(byPlace);
  if (problems.length > 0) return { problems };
  return { problems, site: { content, english: translation.english ?? null, pages } };
}

/** The content of `dir`, checked (checkSite): a ContentError lists every problem it has. */
export async function checkedSite(dir: string, staticDir = STATIC_DIR, options: { drafts?: boolean } = {}): Promise<CheckedSite> {
  const { problems, site } = await checkSite(dir, staticDir, options);
  if (!site) throw new ContentError(problems);
  return site;
}
