import type { Section } from './types';

// The home page's sections, in order: `id` is the anchor in the address (/#contato) and names the
// section (src/pages/sectionRegistry.ts), `label` is the menu entry. Remove an entry to leave its
// section out, move it to move the section. Labels are the specification's, verbatim ('Experiencia'
// without accent included).
export const homeSections: readonly Section[] = [
  { id: 'inicio', label: 'Início' },
  { id: 'sobre-mim', label: 'Sobre Mim' },
  { id: 'meus-projetos', label: 'Projetos' },
  { id: 'habilidades-tecnicas', label: 'Habilidades' },
  { id: 'experiencia', label: 'Experiencia' },
  { id: 'contato', label: 'Contato' },
];
