/**
 * The addresses of the pages made from the owner's Markdown, in each edition's words: a case study
 * is `/projetos/<id>` in Portuguese, `/en/projects/<id>` in English. Both editions' words are here
 * (a few bytes), so a page can name its counterpart in the other edition.
 */
import type { Language } from './editions';

export const CASE_STUDIES_SEGMENT: Record<Language, string> = { 'pt-BR': 'projetos', en: 'projects' };

/** A case study's route path in an edition (without the edition's root): `/projetos/agenda-facil`. */
export const caseStudyPath = (id: string, language: Language) => `/${CASE_STUDIES_SEGMENT[language]}/${id}`;

/** The home page's section that lists the projects: a case study leads back there. */
export const PROJECTS_SECTION = 'meus-projetos';
/** A project's card on the home page, as an anchor: where search leads for a project without a case study. */
export const projectAnchor = (id: string) => `projeto-${id}`;

export const NOTES_SEGMENT: Record<Language, string> = { 'pt-BR': 'notas', en: 'notes' };
/** The word of a list's further pages (`/notas/pagina/2`) and of a tag's list (`/notas/tag/react`). */
const PAGE_WORD: Record<Language, string> = { 'pt-BR': 'pagina', en: 'page' };
const TAG_WORD = 'tag';
/** Names a note may not have: its address would be a list's. A function, so a bundle that never asks drops it. */
export const reservedNoteSlugs = (): string[] => [...new Set([...Object.values(PAGE_WORD), TAG_WORD])];

/** The notes' list (`/notas`), a tag's (`/notas/tag/react`), and their further pages (`/notas/pagina/2`). */
export function notesListPath(language: Language, { tag, page = 1 }: { tag?: string; page?: number } = {}): string {
  const list = `/${NOTES_SEGMENT[language]}${tag ? `/${TAG_WORD}/${tag}` : ''}`;
  return page > 1 ? `${list}/${PAGE_WORD[language]}/${page}` : list;
}

/** A note's route path: `/notas/uma-nota`. */
export const notePath = (slug: string, language: Language) => `/${NOTES_SEGMENT[language]}/${slug}`;

/** A tag as it reads in an address: 'Node.js' -> 'node-js'. */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
