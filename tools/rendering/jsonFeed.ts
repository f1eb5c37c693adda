// The notes' JSON Feed 1.1 (https://jsonfeed.org/version/1.1): JSON escapes whatever a note holds.
import { dateOf, type FeedSource } from './feedSource';

export function jsonFeed(source: FeedSource): string {
  const authors = [{ name: source.author.name, url: source.author.url }];
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: source.title,
    home_page_url: source.home,
    feed_url: source.feedUrls['feed.json'],
    description: source.description,
    items: source.items.map((item) => ({
      id: item.url,
      content_html: item.html,
      url: item.url,
      title: item.title,
      summary: item.summary,
      date_modified: dateOf(item, 'changed').toISOString(),
      date_published: dateOf(item, 'published').toISOString(),
      tags: item.tags,
      authors,
    })),
    language: source.language,
    authors,
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
