// The search dialog's words in the page's edition (the build gives each edition its own, see ../index.ts).
export { searchUi } from './pt-BR';
export type { SearchCatalogue } from './pt-BR';
