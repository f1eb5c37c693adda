/**
 * An edition's notes: a page per note (notePage.ts), the list of all of them and each tag's, paged
 * (notesLists.ts), and its feeds (noteFeeds.ts). None without notes.
 */
import { builtInOrder, type PagesBuilder } from './articlePages';
import { editionNotes } from './editionNotes';
import { noteFeeds } from './noteFeeds';
import { notePage } from './notePage';
import { notesLists } from './notesLists';

export const notePages: PagesBuilder = async (edition, pages) => {
  const notes = editionNotes(edition, pages);
  if (notes.notes.length === 0) return { pages: [], files: [] };
  const each = await builtInOrder(notes.notes, (_, index) => notePage(notes, index));
  return { pages: [...each.pages, ...notesLists(notes)], files: [...each.files, ...noteFeeds(notes)] };
};
