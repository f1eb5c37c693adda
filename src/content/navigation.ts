import type { Section } from './types';

// Labels are the specification's, verbatim ('Experiencia' without accent included).
export const homeSections: Section[] = [
  { id: 'inicio', label: 'Início' },
  { id: 'sobre-mim', label: 'Sobre Mim' },
  { id: 'meus-projetos', label: 'Projetos' },
  { id: 'habilidades-tecnicas', label: 'Habilidades' },
  { id: 'experiencia', label: 'Experiencia' },
  { id: 'contato', label: 'Contato' },
];
