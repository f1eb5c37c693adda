// The words of the sections in a file of their own (projects, skills, experience, contact form) in the page's edition (the build gives each edition its own, see ../index.ts).
export { sectionsUi } from './pt-BR';
export type { SectionsCatalogue } from './pt-BR';
