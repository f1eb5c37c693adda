// An edition's lists of notes: all of them, then each tag's, paged (PAGE_SIZE a page: a list's page
// stays the same size however many notes there are), each page with its head and JSON-LD.
import { notePath, notesListPath, tagSlug } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { composeTitle } from '../../src/lib/title';
import type { NotesListView } from '../../src/pages/notes/NotesList';
import type { Note } from '../content/notes';
import { shownDate, tagLinks, type EditionNotes } from './editionNotes';
import { FEED_FILES } from './feeds';
import { feedRoute } from './noteFeeds';
import type { MarkdownPage } from './prerender';
import { ogImagePath } from './siteUrls';
import { notesListJsonLd } from './structuredData';

/** Notes on a page of a list. */
export const PAGE_SIZE = 20;

/** A page of a list: the list of all notes (no tag) or a tag's, its notes on this page, and every page's path. */
interface ListPage {
  tag: string | undefined;
  title: string;
  notes: readonly Note[];
  index: number;
  paths: readonly string[];
}

/** Each tag's address, as the first note that names it writes it, in the order of their names. */
function tagsOf(notes: readonly Note[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const note of notes) for (const tag of note.tags) if (!tags.has(tagSlug(tag))) tags.set(tagSlug(tag), tag);
  return new Map([...tags].sort(([, a], [, b]) => a.localeCompare(b)));
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.max(1, Math.ceil(items.length / size)) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** What the list's page shows: its filters by tag, its notes, its pages, the feeds. */
function listView({ edition, notes, bodies, listPath }: EditionNotes, tags: ReadonlyMap<string, string>, list: ListPage): NotesListView {
  const { language, words } = edition;
  const readingMinutes = (note: Note) => bodies[notes.indexOf(note)].readingMinutes;
  return {
    title: list.title,
    intro: words.notesIntro,
    filters: [
      { label: words.allTags, path: listPath, current: list.tag === undefined },
      ...[...tags].map(([slug, label]) => ({ label, path: `${notesListPath(language, { tag: slug })}/`, current: slug === list.tag })),
    ],
    entries: list.notes.map((note) => ({
      title: note.title,
      path: notePath(note.slug, language),
      published: shownDate(note.date, language),
      updated: note.updated ? shownDate(note.updated, language) : undefined,
      readingMinutes: readingMinutes(note),
      summary: note.summary,
      tags: tagLinks(language, note.tags),
      draft: note.draft,
    })),
    page: list.index + 1,
    pages: list.paths,
    feeds: FEED_FILES.map(({ file, type, label }) => ({ label, type, path: feedRoute(language, file) })),
  };
}

function listPage(notes: EditionNotes, tags: ReadonlyMap<string, string>, list: ListPage): MarkdownPage {
  const { language, content, renderer, site, words } = notes.edition;
  const routePath = list.paths[list.index];
  const title = list.index === 0 ? list.title : `${list.title} (${words.pageOf(list.index + 1, list.paths.length)})`;
  const firstOfAll = list.tag === undefined && list.index === 0;
  // The other edition's list is the alternate of this one's first page, where it exists (it has notes).
  const alternate = firstOfAll && notes.other && notes.other.slugs.size > 0 ? notes.other.language : undefined;
  return {
    routePath,
    page: {
      title: composeTitle(content.owner.firstName, title),
      html: renderer.renderNotesList(listView(notes, tags, list)),
      alternate: alternate ? pagePath(`${notesListPath(alternate)}/`, alternate, '/') : null,
    },
    head: {
      ogType: 'website',
      description: words.notesIntro,
      alternates: { [language]: routePath, ...(alternate ? { [alternate]: `${notesListPath(alternate)}/` } : {}) },
      image: { path: ogImagePath(language), alt: `${site.owner.name}, ${content.owner.role}` },
      jsonLd: notesListJsonLd(content.owner, site.siteUrl, {
        name: title,
        url: notes.edition.url(routePath),
        language,
        tagged: !!list.tag,
      }),
    },
    // Only the first page of the list of all notes is listed for search engines; the rest is reached from it.
    unlisted: !firstOfAll,
  };
}

/** The list of all notes, then each tag's: the same pages, fewer notes. */
export function notesLists(notes: EditionNotes): MarkdownPage[] {
  const { language, words } = notes.edition;
  const tags = tagsOf(notes.notes);
  return [undefined, ...tags.keys()].flatMap((tag) => {
    const listed = tag ? notes.notes.filter((note) => note.tags.some((each) => tagSlug(each) === tag)) : notes.notes;
    const pages = chunks(listed, PAGE_SIZE);
    const paths = pages.map((_, index) => `${notesListPath(language, { tag, page: index + 1 })}/`);
    const title = tag ? words.notesAbout(tags.get(tag)!) : words.notes;
    return pages.map((onPage, index) => listPage(notes, tags, { tag, title, notes: onPage, index, paths }));
  });
}
