// The interface text of the page's edition. This file names the Portuguese catalogue; the build
// gives each edition's bundle its own language's file in its place (tools/bundling/editionCatalogue.ts),
// so a page never carries the other language's text.
export { ui } from './pt-BR';
export type { Catalogue } from './pt-BR';
