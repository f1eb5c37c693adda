// What the pages made from Markdown say around the owner's text (a case study), in English: the
// same keys as pt-BR.ts. Only the build renders these pages.
import type { ArticleCatalogue } from './pt-BR';

export const articleUi: ArticleCatalogue = {
  caseStudy: 'Case study',
  backToProjects: 'Back to projects',
  role: 'Role',
  period: 'Period',
  team: 'Team',
  teamSize: (people) => (people === 1 ? 'just me' : `${people} people`),
  readingTime: (minutes) => `${minutes} min read`,
  technologies: (title) => `Technologies of ${title}`,
  links: (title) => `Links of ${title}`,
  code: 'Code on GitHub',
  site: 'Visit the site',
  otherProjects: 'Other projects',
  previous: 'Previous project',
  next: 'Next project',
  table: 'Table (scroll to see all of it)',
  breadcrumb: { home: 'Home', projects: 'Projects' },
};
