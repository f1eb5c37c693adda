// The words around a page made from Markdown, in the page's edition: this file names the Portuguese
// catalogue; the build gives each edition's bundle its own (tools/bundling/editionCatalogue.ts).
export { articleUi } from './pt-BR';
export type { ArticleCatalogue } from './pt-BR';
