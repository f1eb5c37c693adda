// The consent notice's words in the page's edition (the build gives each edition its own, see ../index.ts).
export { consentUi } from './pt-BR';
export type { ConsentCatalogue } from './pt-BR';
