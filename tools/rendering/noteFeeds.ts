// An edition's feeds of its notes (tools/rendering/feeds.ts writes them), where they are, and the links
// that announce them in the head of every page of the edition.
import type { Language } from '../../src/lib/editions';
import { notePath, notesListPath } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { noteInstant } from '../content/noteDates';
import { siteTimeZone } from '../../src/lib/timeZone';
import type { GeneratedFile } from '../identity/generate';
import { ARTICLE_UI } from './articlePages';
import type { FeedLink } from './document';
import type { EditionNotes } from './editionNotes';
import { FEED_FILES, feedFiles, withAbsoluteUrls, type FeedFile } from './feeds';
import { absoluteUrl } from './siteUrls';

/** A feed's route path in its edition: beside the notes' list. */
export const feedRoute = (language: Language, file: FeedFile) => `${notesListPath(language)}/${file}`;

/** Where an edition's feed is, as a path of the site. */
const feedPath = (language: Language, file: FeedFile) => pagePath(feedRoute(language, file), language, '/');

/** The feeds the head of each page of an edition with notes announces. */
export function feedLinks(language: Language, ownerName: string): FeedLink[] {
  const title = `${ARTICLE_UI[language].notes}: ${ownerName}`;
  return FEED_FILES.map(({ file, type, label }) => ({ type, title: `${title} (${label})`, path: feedPath(language, file) }));
}

/** The feeds' files of an edition: its notes but the drafts, whole, their addresses absolute. */
export function noteFeeds({ edition, notes, bodies, listPath }: EditionNotes): GeneratedFile[] {
  const { language, content, site, words } = edition;
  const instant = (written: string) => noteInstant(written, siteTimeZone(content.owner)).toISOString();
  const items = notes.flatMap((note, index) => {
    if (note.draft) return [];
    const url = edition.url(notePath(note.slug, language));
    const html = withAbsoluteUrls(bodies[index].plainHtml, site.siteUrl, url);
    const dates = { published: instant(note.date), updated: note.updated && instant(note.updated) };
    return [{ title: note.title, url, summary: note.summary, html, ...dates, tags: note.tags }];
  });
  const feeds = feedFiles({
    title: `${words.notes}: ${content.owner.name}`,
    description: words.notesIntro,
    language,
    home: edition.url(listPath),
    feedUrls: Object.fromEntries(FEED_FILES.map(({ file }) => [file, absoluteUrl(site.siteUrl, feedPath(language, file))])) as Record<
      FeedFile,
      string
    >,
    author: { name: content.owner.name, url: edition.url('/') },
    items,
  });
  return FEED_FILES.map(({ file }) => ({ path: feedPath(language, file).slice(1), contents: feeds[file] }));
}
