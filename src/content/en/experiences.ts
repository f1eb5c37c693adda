import type { ExperienceTranslations } from '../types';

// By experience id (src/content/experiences.ts); periods are shown in English by the build.
export const experiences: ExperienceTranslations = {
  'freelancer-fullstack': {
    title: 'Fullstack Developer',
    company: 'Freelance',
    description:
      'Custom projects for small businesses: company websites, admin dashboards and APIs, from gathering requirements to going live.',
  },
  'suporte-nivel-2': {
    title: 'Tier 2 Technical Support',
    description: 'Handling escalated tickets, analysing logs, fixing data in the database and automating repetitive tasks with scripts.',
  },
  'assistente-escritorio': {
    title: 'Office Assistant',
    company: 'Example Accounting Office',
    description: 'Organising documents, serving clients and building spreadsheets that cut the team’s rework.',
  },
};
