// The CV's own words, per language; the section titles, filters and groups are the page's (src/catalogues/).
import type { Language } from '../../src/lib/editions';

export const CV_LABELS: Record<
  Language,
  {
    document: string;
    profile: string;
    experience: string;
    projects: string;
    skills: string;
    technologies: string;
    languages: string;
    education: string;
    code: string;
    demo: string;
    site: string;
  }
> = {
  'pt-BR': {
    document: 'Currículo',
    profile: 'Perfil',
    experience: 'Experiência',
    projects: 'Projetos',
    skills: 'Habilidades',
    technologies: 'Principais tecnologias',
    languages: 'Idiomas',
    education: 'Formação',
    code: 'Código',
    demo: 'Demonstração',
    site: 'Portfólio',
  },
  en: {
    document: 'Résumé',
    profile: 'Profile',
    experience: 'Experience',
    projects: 'Projects',
    skills: 'Skills',
    technologies: 'Main technologies',
    languages: 'Languages',
    education: 'Education',
    code: 'Code',
    demo: 'Demo',
    site: 'Portfolio',
  },
};
