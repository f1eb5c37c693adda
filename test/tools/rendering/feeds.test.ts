import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FEED_SIZE, feedFiles, withAbsoluteUrls, type FeedItem } from '../../../tools/rendering/feeds';
import { FEED_READERS, relativeAddresses } from '../../support/feeds';

const SITE = 'https://example.com/site';
const item = (day: number, extra: Partial<FeedItem> = {}): FeedItem => ({
  title: `Nota ${day} & <outra>`,
  url: `${SITE}/notas/nota-${day}`,
  summary: `Resumo ${day}`,
  html: `<p>Texto ${day} com <a href="${SITE}/#contato">um link</a>.</p>`,
  published: `2026-01-${String(day).padStart(2, '0')}`,
  tags: ['CSS'],
  ...extra,
});
const source = (items: FeedItem[]) => ({
  title: 'Notas: Ana',
  description: 'O que aprendo.',
  language: 'pt-BR' as const,
  home: `${SITE}/notas/`,
  feedUrls: { 'rss.xml': `${SITE}/notas/rss.xml`, 'atom.xml': `${SITE}/notas/atom.xml`, 'feed.json': `${SITE}/notas/feed.json` },
  author: { name: 'Ana', url: `${SITE}/` },
  items,
});

describe('feeds', () => {
  test('each file, read back by another parser, has its required fields and dates, and the newest notes whole, in order', () => {
    // Newest first, as the notes come; more than a feed holds.
    const items = Array.from({ length: FEED_SIZE + 10 }, (_, index) => item(60 - index)).map((each, index) => ({
      ...each,
      published: new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString(),
    }));
    items[0] = { ...items[0], updated: '2026-03-01T12:00:00-03:00' };
    const files = feedFiles(source(items));
    for (const [file, read] of Object.entries(FEED_READERS)) {
      const feed = read(files[file as keyof typeof FEED_READERS]);
      assert.equal(feed.title, 'Notas: Ana', file);
      assert.equal(feed.home, `${SITE}/notas/`, file);
      assert.equal(feed.self, `${SITE}/notas/${file}`, file);
      assert.equal(feed.entries.length, FEED_SIZE, `${file}: the newest ${FEED_SIZE}`);
      assert.deepEqual(
        feed.entries.map((entry) => [entry.url, entry.title, entry.published]),
        items.slice(0, FEED_SIZE).map((each) => [each.url, each.title, new Date(each.published).toISOString()]),
        `${file}: every note, by its publication, newest first`,
      );
      assert.equal(feed.entries[1].html, items[1].html, `${file}: the note's HTML, whole`);
    }
  });

  test("the site's paths and a heading's fragment become addresses a reader can follow", () => {
    const html =
      '<h2 id="a"><a href="#a">A</a></h2><p><a href="/notas/b">b</a> <a href="https://x.dev/c">c</a></p>' +
      '<img src="/images/a-800.jpg" srcset="/images/a-400.jpg 400w, /images/a-800.jpg 800w">';
    const absolute = withAbsoluteUrls(html, SITE, `${SITE}/notas/x`);
    assert.deepEqual(relativeAddresses(absolute), []);
    assert.equal(
      absolute,
      `<h2 id="a"><a href="${SITE}/notas/x#a">A</a></h2><p><a href="${SITE}/notas/b">b</a> <a href="https://x.dev/c">c</a></p>` +
        `<img src="${SITE}/images/a-800.jpg" srcset="${SITE}/images/a-400.jpg 400w, ${SITE}/images/a-800.jpg 800w">`,
    );
  });

  test('no notes, an empty feed: still valid', () => {
    const files = feedFiles(source([]));
    for (const [file, read] of Object.entries(FEED_READERS))
      assert.deepEqual(read(files[file as keyof typeof FEED_READERS]).entries, [], file);
  });
});
