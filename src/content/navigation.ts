import type { Section } from './types';

// The home page's sections, in order: `id` is the anchor in the address (/#contato), `label` the
// menu entry. Labels are the specification's, verbatim ('Experiencia' without accent included).
export const homeSections = [
  { id: 'inicio', label: 'Início' },
  { id: 'sobre-mim', label: 'Sobre Mim' },
  { id: 'meus-projetos', label: 'Projetos' },
  { id: 'habilidades-tecnicas', label: 'Habilidades' },
  { id: 'experiencia', label: 'Experiencia' },
  { id: 'contato', label: 'Contato' },
] as const satisfies readonly Section[];

/** A home section's id: code that names a section is checked against this list. */
export type SectionId = (typeof homeSections)[number]['id'];
