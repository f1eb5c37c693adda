// An edition's notes as their pages show them, made once for the note pages, the lists and the feeds:
// each note's body, the other edition's notes (the same address there is the same note), and dates and
// tags in the edition's words.
import type { Language } from '../../src/lib/editions';
import { notesListPath, tagSlug } from '../../src/lib/pagePaths';
import type { ShownDate, TagLink } from '../../src/pages/notes/NoteArticle';
import type { Note } from '../content/notes';
import type { SitePages } from '../content/sitePages';
import type { ArticleBody, ArticleEdition } from './articlePages';

export interface EditionNotes {
  edition: ArticleEdition;
  /** Newest first; drafts only on the dev server. */
  notes: readonly Note[];
  /** Each note's body, in the notes' order. */
  bodies: readonly ArticleBody[];
  /** The other edition, and the addresses of its notes. */
  other: { language: Language; slugs: ReadonlySet<string> } | undefined;
  /** The list of all notes, as a route path. */
  listPath: string;
}

export function editionNotes(edition: ArticleEdition, pages: SitePages): EditionNotes {
  const notes = pages.notes[edition.language];
  const other = (Object.keys(pages.notes) as Language[]).find((each) => each !== edition.language);
  return {
    edition,
    notes,
    bodies: notes.map((note) => edition.body(note.tree)),
    other: other && { language: other, slugs: new Set(pages.notes[other].map((note) => note.slug)) },
    listPath: `${notesListPath(edition.language)}/`,
  };
}

/** `2026-11-20` in the edition's words: '20 de nov. de 2026', 'Nov 20, 2026'. */
export function shownDate(iso: string, language: Language): ShownDate {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    iso,
    label: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day),
  };
}

/** Each tag as a link to its list. */
export const tagLinks = (language: Language, names: readonly string[]): TagLink[] =>
  names.map((label) => ({ label, path: `${notesListPath(language, { tag: tagSlug(label) })}/` }));
