// The words of the projects, skills and experience sections and the contact form in the page's edition (the build gives each edition its own, see ../index.ts).
export { sectionsUi } from './pt-BR';
export type { SectionsCatalogue } from './pt-BR';
