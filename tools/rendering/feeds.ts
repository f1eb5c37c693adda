/**
 * An edition's notes as feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1): each note whole, its links and images
 * as absolute addresses (a feed reader is not on the site). Written here rather than by a feed library:
 * the feeds must stay well-formed, and read back as written, whatever a note holds (xmlFeeds.ts).
 */
import type { FeedFile, FeedSource } from './feedSource';
import { jsonFeed } from './jsonFeed';
import { absoluteUrl } from './siteUrls';
import { atomFeed, rssFeed } from './xmlFeeds';

/** How many notes a feed holds: the newest. */
export const FEED_SIZE = 50;

export { FEED_FILES, type FeedFile, type FeedItem, type FeedSource } from './feedSource';

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

/** The three files of an edition's feeds, by name: the newest FEED_SIZE notes. */
export function feedFiles(source: FeedSource): Record<FeedFile, string> {
  const newest = { ...source, items: source.items.slice(0, FEED_SIZE) };
  return { 'rss.xml': rssFeed(newest), 'atom.xml': atomFeed(newest), 'feed.json': jsonFeed(newest) };
}
