// The privacy-first measurement's words in the page's edition (the build gives each edition its own, see ../index.ts).
export { audienceUi } from './pt-BR';
export type { AudienceCatalogue } from './pt-BR';
