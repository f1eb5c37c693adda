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
