/**
 * The three feeds read back as a feed reader would, by parsers other than the one that wrote them
 * (fast-xml-parser for RSS and Atom, JSON.parse for JSON Feed): each asserts the fields its format
 * requires and its dates' format, and gives its items in one shape, to compare with the notes.
 */
import assert from 'node:assert/strict';
import { XMLParser } from 'fast-xml-parser';

export interface FeedEntry {
  url: string;
  title: string;
  /** The note's HTML as the reader gets it. */
  html: string;
  published: string;
}

export interface ReadFeed {
  title: string;
  /** The page the feed stands for (the notes' list). */
  home: string;
  /** The feed's own address, as the feed states it. */
  self: string;
  entries: FeedEntry[];
}

// RFC 822 (with four-digit years, as RSS 2.0 asks): `Wed, 14 Oct 2026 00:00:00 GMT`.
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
// RFC 3339: `2026-10-14T00:00:00.000Z`, `2026-10-14T09:30:00-03:00`.
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function assertDate(value: unknown, format: RegExp, what: string): string {
  assert.equal(typeof value, 'string', `${what}: no date`);
  assert.match(value as string, format, `${what}: ${String(value)}`);
  assert.ok(!Number.isNaN(Date.parse(value as string)), `${what}: ${String(value)} is no date`);
  return new Date(value as string).toISOString();
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', parseTagValue: false });
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** An element's text: the parser gives a string, or an object with `#text` when the element has attributes. */
const text = (value: unknown): string => {
  const content = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['#text'] : value;
  return typeof content === 'string' || typeof content === 'number' ? String(content) : '';
};

/** RSS 2.0: a channel with title, link and description; each item a title, link, guid, pubDate and the whole note. */
export function readRss(source: string): ReadFeed {
  const { rss } = xml.parse(source) as { rss: Record<string, unknown> & { channel: Record<string, unknown> } };
  assert.equal(rss['@version'], '2.0');
  const { channel } = rss;
  for (const field of ['title', 'link', 'description', 'language']) assert.ok(text(channel[field]), `the channel has no ${field}`);
  const self = list<Record<string, string>>(channel['atom:link'] as Record<string, string> | undefined).find(
    (link) => link['@rel'] === 'self',
  );
  assert.ok(self, 'the channel names no address of its own (atom:link rel="self")');
  assertDate(text(channel.lastBuildDate), RFC_822, 'lastBuildDate');
  const entries = list(channel.item as Record<string, unknown>[] | undefined).map((item) => {
    for (const field of ['title', 'link', 'guid', 'description', 'content:encoded'])
      assert.ok(text(item[field]), `an item has no ${field}`);
    return {
      url: text(item.link),
      title: text(item.title),
      html: text(item['content:encoded']),
      published: assertDate(text(item.pubDate), RFC_822, `pubDate of ${text(item.link)}`),
    };
  });
  return { title: text(channel.title), home: text(channel.link), self: self['@href'], entries };
}

/** Atom 1.0: a feed with id, title, updated, an author and its links; each entry an id, title, link, updated, published and content. */
export function readAtom(source: string): ReadFeed {
  const { feed } = xml.parse(source) as { feed: Record<string, unknown> };
  assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
  for (const field of ['id', 'title']) assert.ok(text(feed[field]), `the feed has no ${field}`);
  assertDate(text(feed.updated), RFC_3339, 'the feed updated');
  const feedAuthor = feed.author as { name?: string } | undefined;
  const links = list<Record<string, string>>(feed.link as Record<string, string>[] | undefined);
  const linkOf = (rel: string) => links.find((link) => (link['@rel'] ?? 'alternate') === rel)?.['@href'];
  const entries = list(feed.entry as Record<string, unknown>[] | undefined).map((entry) => {
    for (const field of ['id', 'title', 'content']) assert.ok(text(entry[field]), `an entry has no ${field}`);
    // An entry names its author unless the feed does (RFC 4287, 4.1.1).
    assert.ok(feedAuthor?.name || (entry.author as { name?: string } | undefined)?.name, 'no author');
    const link = list<Record<string, string>>(entry.link as Record<string, string>[]).find(
      (each) => (each['@rel'] ?? 'alternate') === 'alternate',
    );
    assert.ok(link, `${text(entry.id)}: no link`);
    assertDate(text(entry.updated), RFC_3339, `updated of ${text(entry.id)}`);
    return {
      url: link['@href'],
      title: text(entry.title),
      html: text(entry.content),
      published: assertDate(text(entry.published), RFC_3339, `published of ${text(entry.id)}`),
    };
  });
  return { title: text(feed.title), home: linkOf('alternate')!, self: linkOf('self')!, entries };
}

/** JSON Feed 1.1: version, title, home and feed addresses, authors, language; each item an id, url, content_html and date_published. */
export function readJsonFeed(source: string): ReadFeed {
  const feed = JSON.parse(source) as Record<string, unknown> & { items: Record<string, unknown>[]; authors?: { name?: string }[] };
  assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
  for (const field of ['title', 'home_page_url', 'feed_url', 'language']) assert.equal(typeof feed[field], 'string', `no ${field}`);
  assert.ok(feed.authors?.[0]?.name, 'no authors');
  assert.equal('author' in feed, false, "1.1's authors, not 1.0's author");
  const entries = feed.items.map((item) => {
    for (const field of ['id', 'url', 'title', 'content_html']) assert.equal(typeof item[field], 'string', `an item has no ${field}`);
    if (item.date_modified !== undefined) assertDate(item.date_modified, RFC_3339, `date_modified of ${String(item.id)}`);
    return {
      url: item.url as string,
      title: item.title as string,
      html: item.content_html as string,
      published: assertDate(item.date_published, RFC_3339, `date_published of ${String(item.id)}`),
    };
  });
  return { title: feed.title as string, home: feed.home_page_url as string, self: feed.feed_url as string, entries };
}

export const FEED_READERS = { 'rss.xml': readRss, 'atom.xml': readAtom, 'feed.json': readJsonFeed } as const;

/** Addresses in the notes' HTML a reader could not follow: paths of the site and bare fragments. */
export const relativeAddresses = (html: string) => [...html.matchAll(/ (?:href|src|srcset)="([/#][^"]*)"/g)].map(([, address]) => address);
