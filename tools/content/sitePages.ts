/**
 * The pages the owner writes in Markdown (case studies, notes), checked with the rest of the content:
 * every problem of every file at once, each as `file:line: what is wrong` (a ContentError, as for the modules).
 */
import type { Language } from '../../src/lib/editions';
import type { MarkdownImages } from '../images/contentImages';
import { caseStudyIds, checkCaseStudies, type CaseStudies } from './caseStudies';
import { linkTargets } from './linkTargets';
import { siteSources, sourcesOfKind } from './markdownFiles';
import { checkNotes, noteSlugs, parseNotes, type Notes } from './notes';
import { ContentError, type SiteContent } from './source';
import { isStaticFile } from './staticFiles';
import { siteTimeZone } from './timeZone';

export interface SitePages {
  caseStudies: CaseStudies;
  notes: Notes;
}

/**
 * `drafts`: whether draft notes are pages (the dev server shows them; the build leaves them out).
 * `sections`: the ids of the home page's sections a link may lead to (shownSections.ts, which counts the
 * sections an owner added); without it, the navigation's.
 */
export function checkedPages(
  contentDir: string,
  content: SiteContent,
  languages: readonly Language[],
  staticDir: string,
  { drafts = false, sections = content.homeSections.map(({ id }) => id) }: { drafts?: boolean; sections?: readonly string[] } = {},
): SitePages {
  const sources = siteSources(contentDir, languages);
  const caseStudySources = sourcesOfKind(sources, 'caseStudies');
  const noteSources = parseNotes(sourcesOfKind(sources, 'notes'));
  // A link to a draft would be broken in the build, which leaves the draft out.
  const pages = { languages, caseStudies: caseStudyIds(caseStudySources, content), notes: noteSlugs(noteSources, { drafts }) };
  const context = { targets: linkTargets(sections, pages, staticDir), imageExists: (src: string) => isStaticFile(staticDir, src) };
  const caseStudies = checkCaseStudies(caseStudySources, content, languages, context);
  const notes = checkNotes(noteSources, context, { timeZone: siteTimeZone(content.owner), drafts });
  const problems = [...caseStudies.problems, ...notes.problems];
  if (problems.length > 0) throw new ContentError(problems);
  return { caseStudies: caseStudies.caseStudies, notes: notes.notes };
}

/** Every edition's pages from Markdown, for the image pipeline. */
export const markdownImages = ({ caseStudies, notes }: SitePages): MarkdownImages => ({
  caseStudies: Object.values(caseStudies).flat(),
  notes: Object.values(notes).flat(),
});
