// What the build's search index and the dialog that reads it agree on. Imported by the build (tools/search/)
// and the search dialog only: the page's own script never needs it.

/** The index's folder under the site's base path (`/portfolio/pagefind/`), written by the build. */
export const SEARCH_FOLDER = 'pagefind';

/** What a result is: a project's card, a case study, a note. Each record names its kind in Pagefind's metadata. */
export const SEARCH_KINDS = ['project', 'case_study', 'note'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
