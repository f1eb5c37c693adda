import type { SectionLabels } from '../types';

// The menu label of each section (by id, src/content/navigation.ts).
export const homeSections: SectionLabels = {
  inicio: 'Home',
  'sobre-mim': 'About',
  'meus-projetos': 'Projects',
  'habilidades-tecnicas': 'Skills',
  experiencia: 'Experience',
  contato: 'Contact',
};
