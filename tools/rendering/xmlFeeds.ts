/**
 * The notes' RSS 2.0 and Atom 1.0 feeds. Each field says what it holds: a title and a summary are
 * plain text (Atom's `type="text"`; in RSS, whose description is HTML, the summary escaped as HTML),
 * a note's body is HTML. The author of an RSS item is `dc:creator`, a name, as RSS's own `author`
 * wants an e-mail address.
 */
import { escapeHtml } from '../../src/lib/html';
import { dateOf, newestDate, type FeedSource } from './feedSource';
import { xmlDocument, type XmlElement } from './xml';

const text = (name: string, value: string, attributes?: XmlElement['attributes']): XmlElement => ({ name, attributes, text: value });

export function rssFeed(source: FeedSource): string {
  const items = source.items.map((item): XmlElement => ({
    name: 'item',
    children: [
      text('title', item.title),
      text('link', item.url),
      text('guid', item.url, { isPermaLink: 'false' }),
      text('pubDate', dateOf(item, 'published').toUTCString()),
      { name: 'description', html: escapeHtml(item.summary) },
      { name: 'content:encoded', html: item.html },
      text('dc:creator', source.author.name),
      ...item.tags.map((tag) => text('category', tag)),
    ],
  }));
  return xmlDocument({
    name: 'rss',
    attributes: {
      version: '2.0',
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
    },
    children: [
      {
        name: 'channel',
        children: [
          text('title', source.title),
          text('link', source.home),
          text('description', source.description),
          text('lastBuildDate', newestDate(source.items, 'published').toUTCString()),
          text('docs', 'https://validator.w3.org/feed/docs/rss2.html'),
          text('language', source.language),
          text('copyright', source.author.name),
          { name: 'atom:link', attributes: { href: source.feedUrls['rss.xml'], rel: 'self', type: 'application/rss+xml' } },
          ...items,
        ],
      },
    ],
  });
}

export function atomFeed(source: FeedSource): string {
  const author: XmlElement = { name: 'author', children: [text('name', source.author.name), text('uri', source.author.url)] };
  const entries = source.items.map((item): XmlElement => ({
    name: 'entry',
    children: [
      text('title', item.title, { type: 'text' }),
      text('id', item.url),
      { name: 'link', attributes: { href: item.url } },
      text('updated', dateOf(item, 'changed').toISOString()),
      text('summary', item.summary, { type: 'text' }),
      { name: 'content', attributes: { type: 'html' }, html: item.html },
      author,
      // A category's term is what identifies it (required); the tag as the owner wrote it.
      ...item.tags.map((tag): XmlElement => ({ name: 'category', attributes: { term: tag } })),
      text('published', dateOf(item, 'published').toISOString()),
    ],
  }));
  return xmlDocument({
    name: 'feed',
    attributes: { xmlns: 'http://www.w3.org/2005/Atom' },
    children: [
      text('id', source.home),
      text('title', source.title),
      text('updated', newestDate(source.items, 'changed').toISOString()),
      author,
      { name: 'link', attributes: { rel: 'alternate', href: source.home } },
      { name: 'link', attributes: { rel: 'self', href: source.feedUrls['atom.xml'] } },
      text('subtitle', source.description),
      text('rights', source.author.name),
      ...entries,
    ],
  });
}
