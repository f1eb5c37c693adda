/**
 * An edition's notes as feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), written with `feed`: each note whole,
 * its links and images as absolute addresses (a feed reader is not on the site). `feed` writes JSON Feed
 * 1.0; its output becomes 1.1 here (`authors` and `language`).
 */
import { Feed } from 'feed';
import type { Language } from '../../src/lib/editions';
import { absoluteUrl } from './siteUrls';

/** How many notes a feed holds: the newest. */
export const FEED_SIZE = 50;

export const FEED_FILES = [
  { file: 'rss.xml', type: 'application/rss+xml', label: 'RSS' },
  { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom' },
  { file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const;

export interface FeedItem {
  title: string;
  url: string;
  summary: string;
  /** The note's HTML, its addresses absolute. */
  html: string;
  published: string;
  updated?: string;
  tags: readonly string[];
}

export interface FeedSource {
  title: string;
  description: string;
  language: Language;
  /** The notes' list, and where each feed file is. */
  home: string;
  feedUrls: Record<(typeof FEED_FILES)[number]['file'], string>;
  author: { name: string; url: string };
  items: readonly FeedItem[];
}

/**
 * Our own HTML's paths of the site (`href="/…"`, `src="/…"`, each `srcset` candidate) as absolute
 * addresses, and its fragments (a heading's anchor, `#…`) as the page's: a reader is not on the site.
 */
export function withAbsoluteUrls(html: string, siteUrl: string, pageUrl: string): string {
  const absolute = (path: string) => absoluteUrl(siteUrl, path);
  return html
    .replace(/ (href|src)="(\/[^"]*)"/g, (_, name: string, path: string) => ` ${name}="${absolute(path)}"`)
    .replace(/ href="(#[^"]*)"/g, (_, fragment: string) => ` href="${pageUrl}${fragment}"`)
    .replace(
      / srcset="([^"]*)"/g,
      (_, list: string) =>
        ` srcset="${list.replace(/(^|, )(\/[^ ,]+)/g, (__, start: string, path: string) => `${start}${absolute(path)}`)}"`,
    );
}

/**
 * A feed of these notes. `dated`: the date each entry goes by, its publication (RSS's pubDate) or
 * its last change (Atom's and JSON Feed's modification date; they carry the publication too).
 */
function feedOf(source: FeedSource, dated: 'published' | 'changed'): Feed {
  const items = source.items.slice(0, FEED_SIZE);
  const dateOf = (item: FeedItem) => (dated === 'changed' ? (item.updated ?? item.published) : item.published);
  const feed = new Feed({
    id: source.home,
    title: source.title,
    description: source.description,
    link: source.home,
    language: source.language,
    // The newest date of a note, not the clock: the same notes give the same files.
    updated: new Date(Math.max(0, ...items.map((item) => Date.parse(dateOf(item))))),
    generator: false,
    feedLinks: { rss: source.feedUrls['rss.xml'], atom: source.feedUrls['atom.xml'], json: source.feedUrls['feed.json'] },
    author: { name: source.author.name, link: source.author.url },
    copyright: source.author.name,
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      id: item.url,
      link: item.url,
      description: item.summary,
      content: item.html,
      date: new Date(dateOf(item)),
      published: new Date(item.published),
      author: [{ name: source.author.name, link: source.author.url }],
      category: item.tags.map((name) => ({ name })),
    });
  }
  return feed;
}

/** The three files of an edition's feeds, by name: the newest FEED_SIZE notes. */
export function feedFiles(source: FeedSource): Record<(typeof FEED_FILES)[number]['file'], string> {
  const changed = feedOf(source, 'changed');
  const json = JSON.parse(changed.json1()) as Record<string, unknown> & { author?: unknown; items: Record<string, unknown>[] };
  const { author, ...rest } = json;
  const jsonFeed = {
    ...rest,
    version: 'https://jsonfeed.org/version/1.1',
    language: source.language,
    authors: [author],
    items: json.items.map(({ author: itemAuthor, ...item }) => ({ ...item, authors: [itemAuthor] })),
  };
  return {
    'rss.xml': feedOf(source, 'published').rss2(),
    'atom.xml': changed.atom1(),
    'feed.json': `${JSON.stringify(jsonFeed, null, 2)}\n`,
  };
}
