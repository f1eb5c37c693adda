// Where a link in the owner's Markdown may lead inside the site: its pages (each edition's home page
// with the sections it shows, shownSections.ts; the case studies, the notes and their list) and the files it serves (static/, the CVs).
import { cvPaths } from '../../src/lib/cv';
import { editionRoot, type Language } from '../../src/lib/editions';
import { caseStudyPath, notePath, notesListPath } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import type { LinkTargets } from '../markdown/checks';
import { isStaticFile } from './staticFiles';

export interface SitePages {
  languages: readonly Language[];
  /** The ids of the projects with a case study (in every edition). */
  caseStudies: readonly string[];
  /** The addresses of each edition's notes. */
  notes: Partial<Record<Language, readonly string[]>>;
}

/** `sectionIds`: the ids of the home page's sections, an anchor each; null when unknown (the navigation has problems), and not checked. */
export function linkTargets(
  sectionIds: readonly string[] | null,
  { languages, caseStudies, notes }: SitePages,
  staticDir: string,
): LinkTargets {
  const sections = sectionIds && new Set(sectionIds);
  const homes = new Set(languages.map(editionRoot));
  // Paths of the site as a link writes them: without the base path.
  const inSite = (language: Language, routePath: string) => pagePath(routePath, language, '/');
  const pages = new Set([
    ...homes,
    ...languages.flatMap((language) => caseStudies.map((id) => inSite(language, caseStudyPath(id, language)))),
    ...languages.flatMap((language) => {
      const slugs = notes[language] ?? [];
      if (slugs.length === 0) return [];
      const list = inSite(language, notesListPath(language));
      return [list, `${list}/`, ...slugs.map((slug) => inSite(language, notePath(slug, language)))];
    }),
  ]);
  const generated = new Set(languages.flatMap((language) => Object.values(cvPaths(language))));
  return {
    // An edition's home page may be written without its last slash (`/en`).
    isPage: (path) => pages.has(path) || homes.has(`${path}/`),
    sectionsOf: (path) => ((homes.has(path) || homes.has(`${path}/`)) && sections) || undefined,
    isFile: (path) => generated.has(path) || isStaticFile(staticDir, path),
  };
}
