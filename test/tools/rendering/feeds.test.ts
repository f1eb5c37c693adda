import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Window } from 'happy-dom';
import { parseMarkdown } from '../../../tools/markdown/parse';
import { markdownToHtml } from '../../../tools/markdown/toHtml';
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

/**
 * A feed as a reader shows it, read by parsers other than the writer: fast-xml-parser (decoding every
 * character reference, keeping white space) for the XML, happy-dom for what HTML shows as text. A plain
 * field shows its text; an HTML one (RSS's description, an Atom text construct of type html) the text
 * of its HTML; a note's body is its HTML.
 */
const reader = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  trimValues: false,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'category'].includes(name),
});
type Node = Record<string, unknown>;
/** An element's text: the parser gives a string, or an object with `#text` when the element has attributes. */
function valueOf(node: unknown): string {
  const value = typeof node === 'object' && node !== null ? (node as Node)['#text'] : node;
  return typeof value === 'string' ? value : '';
}
const htmlDocument = new Window().document;
function htmlText(html: string): string {
  const box = htmlDocument.createElement('div');
  box.innerHTML = html;
  return box.textContent;
}
const shown = (node: unknown) => ((node as Node)['@type'] === 'html' ? htmlText(valueOf(node)) : valueOf(node));

interface ShownEntry {
  title: string;
  summary: string;
  html: string;
  tags: string[];
}

function shownEntries(files: Record<'rss.xml' | 'atom.xml' | 'feed.json', string>): Record<string, ShownEntry[]> {
  const rss = reader.parse(files['rss.xml']) as { rss: { channel: { item?: Node[] } } };
  const atom = reader.parse(files['atom.xml']) as { feed: { entry?: Node[] } };
  const json = JSON.parse(files['feed.json']) as { items: Node[] };
  return {
    'rss.xml': (rss.rss.channel.item ?? []).map((item) => ({
      title: valueOf(item.title),
      summary: htmlText(valueOf(item.description)),
      html: valueOf(item['content:encoded']),
      tags: (item.category as unknown[]).map(valueOf),
    })),
    'atom.xml': (atom.feed.entry ?? []).map((entry) => ({
      title: shown(entry.title),
      summary: shown(entry.summary),
      html: shown({ ...(entry.content as Node), '@type': 'text' }),
      tags: (entry.category as Node[]).map((category) => String(category['@term'])),
    })),
    'feed.json': json.items.map((item) => ({
      title: item.title as string,
      summary: item.summary as string,
      html: item.content_html as string,
      tags: item.tags as string[],
    })),
  };
}

/** Well-formed XML: the validator's verdict, and no `]]>` left in text outside a CDATA section, which it does not check. */
function assertWellFormed(xml: string, file: string): void {
  assert.equal(XMLValidator.validate(xml), true, `${file} is not well-formed`);
  assert.doesNotMatch(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, ''), /\]\]>/, `${file}: ]]> outside a CDATA section`);
}

describe('feeds, whatever the owner writes', () => {
  test('a note that holds ]]> twice: every feed is well-formed and gives the note back whole', () => {
    const toHtml = markdownToHtml({ basePath: '/', imageManifest: {}, imageSizes: '760px', tableLabel: 'Tabela', codeLabel: 'Código' });
    const { html } = toHtml(parseMarkdown('Compare `a[b[0]]>1` with `a[b[1]]>2`.').tree);
    assert.equal(html.split(']]>').length, 3, html);
    const files = feedFiles(source([item(1, { html })]));
    for (const file of ['rss.xml', 'atom.xml'] as const) assertWellFormed(files[file], file);
    for (const [file, [entry]] of Object.entries(shownEntries(files))) assert.equal(entry.html, html, file);
  });

  test("titles, summaries and tags read back as written: markup characters, ]]>, entities' text, emoji", () => {
    const written = {
      title: 'Use <details> & <summary> 🎉',
      summary: 'Quando a[b[0]]>1 e a[b[1]]>2, escreva &amp; como &amp;amp;',
      tags: ['C++ & <T>', ']]>'],
    };
    const files = feedFiles(source([item(1, written)]));
    for (const file of ['rss.xml', 'atom.xml'] as const) assertWellFormed(files[file], file);
    for (const [file, [entry]] of Object.entries(shownEntries(files))) {
      assert.deepEqual({ title: entry.title, summary: entry.summary, tags: entry.tags }, written, file);
    }
  });

  test('anything at all: well-formed, and read back as written but the characters XML cannot carry', () => {
    // What markup, CDATA, entities, line ends and XML's forbidden characters are made of, among any code points.
    const traps = fc.constantFrom(
      ...[']]>', ']]>]]>', ']]', '<![CDATA[', '<', '>', '&', '&amp;', '&#x41;', '"', "'", '\r', '\r\n', '\n', '\t'],
      ...['\u0000', '\u0008', '\u001F', '\uFFFE', '\uD800', '\uDFFF', '😀', '👩🏽‍💻', 'é', '\u2028'],
    );
    const piece = fc.oneof(traps, fc.string({ unit: 'binary', maxLength: 4 }), fc.string({ unit: 'grapheme', maxLength: 4 }));
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
    // What XML can carry of it; an HTML parser (and an XML one, in CDATA) reads its line ends as line feeds.
    const carried = (value: string) => value.replace(notXml, '');
    const lines = (value: string) => value.replace(/\r\n?/g, '\n');
    fc.assert(
      fc.property(text, text, text, fc.array(text, { minLength: 1, maxLength: 3 }), (title, summary, body, tags) => {
        const files = feedFiles(source([item(1, { title, summary, html: `<p>${body}</p>`, tags })]));
        for (const file of ['rss.xml', 'atom.xml'] as const) assertWellFormed(files[file], file);
        const read = shownEntries(files);
        assert.deepEqual(read['feed.json'][0], { title, summary, html: `<p>${body}</p>`, tags });
        for (const file of ['rss.xml', 'atom.xml']) {
          const [entry] = read[file];
          assert.equal(entry.title, carried(title), `${file}: title`);
          assert.deepEqual(entry.tags, tags.map(carried), `${file}: tags`);
          assert.equal(lines(entry.html), lines(carried(`<p>${body}</p>`)), `${file}: body`);
          // RSS's description is HTML: a summary shows as its text, which an HTML parser gives with line feeds.
          assert.equal(entry.summary, file === 'rss.xml' ? lines(carried(summary)) : carried(summary), `${file}: summary`);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('RSS names the author with dc:creator (RSS 2.0 wants an e-mail address in author); Atom says which fields are plain text', () => {
    const files = feedFiles(source([item(1)]));
    const { rss } = reader.parse(files['rss.xml']) as { rss: Node & { channel: { item: Node[] } } };
    assert.equal(rss['@xmlns:dc'], 'http://purl.org/dc/elements/1.1/');
    const [rssItem] = rss.channel.item;
    assert.equal(valueOf(rssItem['dc:creator']), 'Ana');
    assert.equal('author' in rssItem, false, 'no <author> with a name in it');
    const { feed } = reader.parse(files['atom.xml']) as { feed: { entry: Node[] } };
    const [entry] = feed.entry;
    assert.deepEqual(
      ['title', 'summary', 'content'].map((field) => (entry[field] as Node)['@type']),
      ['text', 'text', 'html'],
    );
    assert.deepEqual(
      (entry.category as Node[]).map((category) => category['@term']),
      ['CSS'],
      "a category's term is required",
    );
  });
});
