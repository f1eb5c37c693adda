/**
 * The pages the owner writes in Markdown, checked with the rest of the content: every problem of
 * every file at once, each as `file:line: what is wrong` (a ContentError, as for the modules).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../src/lib/editions';
import { caseStudyFiles, caseStudyIds, checkCaseStudies, type CaseStudies } from './caseStudies';
import { linkTargets } from './linkTargets';
import { ContentError, type SiteContent } from './source';
import { TRANSLATION_LANGUAGE } from './translation';

export interface SitePages {
  caseStudies: CaseStudies;
}

export function checkedPages(contentDir: string, content: SiteContent, languages: readonly Language[], staticDir: string): SitePages {
  const files = caseStudyFiles(contentDir, languages.includes(TRANSLATION_LANGUAGE));
  const targets = linkTargets(content, { languages, caseStudies: caseStudyIds(files, content) }, staticDir);
  const imageExists = (src: string) =>
    !src.split('/').includes('..') && existsSync(join(staticDir, src)) && statSync(join(staticDir, src)).isFile();
  const { caseStudies, problems } = checkCaseStudies(files, content, languages, { targets, imageExists });
  if (problems.length > 0) throw new ContentError(problems);
  return { caseStudies };
}
