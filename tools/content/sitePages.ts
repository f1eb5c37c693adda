/**
 * The pages the owner writes in Markdown (case studies, notes), checked with the rest of the content:
 * every problem of every file at once, each as `file:line: what is wrong` (a ContentError, as for the modules).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../src/lib/editions';
import type { MarkdownImages } from '../images/contentImages';
import { caseStudyIds, checkCaseStudies, type CaseStudies } from './caseStudies';
import { linkTargets } from './linkTargets';
import { siteSources, sourcesOfKind } from './markdownFiles';
import { checkNotes, noteSlugs, parseNotes, type Notes } from './notes';
import type { Problem } from './problems';
import { ContentError } from './source';
import { isStaticFile } from './staticFiles';
import { siteTimeZone } from '../../src/lib/timeZone';

export interface SitePages {
  caseStudies: CaseStudies;
  notes: Notes;
}

/** What the pages' checks read of the data: the projects' ids (a case study's name), the site's time zone, the sections. */
export interface PageFacts {
  projects: readonly { id: string }[];
  owner: { timeZone?: string };
  homeSections?: readonly { id: string }[];
}

interface PageOptions {
  /** Whether draft notes are pages (the dev server shows them; the build leaves them out). */
  drafts?: boolean;
  /**
   * The ids of the home page's sections a link may lead to (shownSections.ts, which counts those an owner
   * added); the navigation's by default; null when unknown, and a link's section is not checked.
   */
  sections?: readonly string[] | null;
}

/** The pages of the content folder, with every problem of every file; with problems, the pages that have none. */
export function checkPages(
  contentDir: string,
  content: PageFacts,
  languages: readonly Language[],
  staticDir: string,
  { drafts = false, sections = content.homeSections?.map(({ id }) => id) ?? [] }: PageOptions = {},
): { pages: SitePages; problems: Problem[] } {
  const sources = siteSources(contentDir, languages);
  const caseStudySources = sourcesOfKind(sources, 'caseStudies');
  const noteSources = parseNotes(sourcesOfKind(sources, 'notes'));
  // A link to a draft would be broken in the build, which leaves the draft out.
  const pages = { languages, caseStudies: caseStudyIds(caseStudySources, content), notes: noteSlugs(noteSources, { drafts }) };
  const context = {
    targets: linkTargets(sections, pages, staticDir),
    imageExists: (src: string) => isStaticFile(staticDir, src),
    svgSource: (src: string) => readFileSync(join(staticDir, src), 'utf8'),
  };
  const caseStudies = checkCaseStudies(caseStudySources, content, languages, context);
  const notes = checkNotes(noteSources, context, { timeZone: siteTimeZone(content.owner), drafts });
  return { pages: { caseStudies: caseStudies.caseStudies, notes: notes.notes }, problems: [...caseStudies.problems, ...notes.problems] };
}

/** The pages of the content folder (checkPages): a ContentError when they have any problem. */
export function checkedPages(
  contentDir: string,
  content: PageFacts,
  languages: readonly Language[],
  staticDir: string,
  options: PageOptions = {},
): SitePages {
  const { pages, problems } = checkPages(contentDir, content, languages, staticDir, options);
  if (problems.length > 0) throw new ContentError(problems);
  return pages;
}

/** Every edition's pages from Markdown, for the image pipeline. */
export const markdownImages = ({ caseStudies, notes }: SitePages): MarkdownImages => ({
  caseStudies: Object.values(caseStudies).flat(),
  notes: Object.values(notes).flat(),
});
