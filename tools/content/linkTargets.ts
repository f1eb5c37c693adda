// Where a link in the owner's Markdown may lead inside the site: its pages (each edition's home page
// with its sections, the case studies, the notes and their list) and the files it serves (static/, the CVs).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cvPaths } from '../../src/lib/cv';
import { editionRoot, type Language } from '../../src/lib/editions';
import { caseStudyPath, notePath, notesListPath } from '../../src/lib/pagePaths';
import type { LinkTargets } from '../markdown/checks';
import type { SiteContent } from './source';

export interface SitePages {
  languages: readonly Language[];
  /** The ids of the projects with a case study (in every edition). */
  caseStudies: readonly string[];
  /** The addresses of each edition's notes. */
  notes: Partial<Record<Language, readonly string[]>>;
}

export function linkTargets(
  content: Pick<SiteContent, 'homeSections'>,
  { languages, caseStudies, notes }: SitePages,
  staticDir: string,
): LinkTargets {
  const sections = new Set(content.homeSections.map((section) => section.id));
  const homes = new Set(languages.map(editionRoot));
  const pages = new Set([
    ...homes,
    ...languages.flatMap((language) => caseStudies.map((id) => editionRoot(language) + caseStudyPath(id, language).slice(1))),
    ...languages.flatMap((language) => {
      const slugs = notes[language] ?? [];
      if (slugs.length === 0) return [];
      const list = editionRoot(language) + notesListPath(language).slice(1);
      return [list, `${list}/`, ...slugs.map((slug) => editionRoot(language) + notePath(slug, language).slice(1))];
    }),
  ]);
  const generated = new Set(languages.flatMap((language) => Object.values(cvPaths(language))));
  return {
    // An edition's home page may be written without its last slash (`/en`).
    isPage: (path) => pages.has(path) || homes.has(`${path}/`),
    sectionsOf: (path) => (homes.has(path) || homes.has(`${path}/`) ? sections : undefined),
    isFile: (path) =>
      generated.has(path) ||
      (!path.split('/').includes('..') && existsSync(join(staticDir, path)) && statSync(join(staticDir, path)).isFile()),
  };
}
