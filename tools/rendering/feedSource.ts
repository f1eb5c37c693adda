// What an edition's feeds are made of, whatever their format: the notes as entries, and their dates.
import type { Language } from '../../src/lib/editions';

export const FEED_FILES = [
  { file: 'rss.xml', type: 'application/rss+xml', label: 'RSS' },
  { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom' },
  { file: 'feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const;

export type FeedFile = (typeof FEED_FILES)[number]['file'];

export interface FeedItem {
  /** Plain text, as the owner wrote it. */
  title: string;
  url: string;
  /** Plain text, as the owner wrote it. */
  summary: string;
  /** The note's HTML, its addresses absolute. */
  html: string;
  /** Instants, as toISOString writes them: a day the note gives is already read in the site's time zone. */
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
  feedUrls: Record<FeedFile, string>;
  author: { name: string; url: string };
  items: readonly FeedItem[];
}

/** The date an entry goes by: its publication (RSS's pubDate), or its last change (Atom's and JSON Feed's modification date). */
export type Dated = 'published' | 'changed';

export const dateOf = (item: FeedItem, dated: Dated) => new Date(dated === 'changed' ? (item.updated ?? item.published) : item.published);

/** A feed's own date: its newest entry's, not the clock's, so the same notes give the same files. */
export const newestDate = (items: readonly FeedItem[], dated: Dated) =>
  new Date(Math.max(0, ...items.map((item) => dateOf(item, dated).getTime())));
