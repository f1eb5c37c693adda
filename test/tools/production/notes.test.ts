// The notes in the production build (issue 38): a page per note in each edition (its HTML for a direct
// visit, its JSON for a move inside the app) with its head, link preview and BlogPosting; the list,
// newest first, and a list per tag; the three feeds, read back by other parsers; the sitemap with each
// note's last change; the header's link only in an edition with notes; and, for an owner who writes
// none, the site exactly as it is without them.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { articleUi as ptArticleUi } from '../../../src/catalogues/articles/pt-BR';
import { articleUi as enArticleUi } from '../../../src/catalogues/articles/en';
import { ui as ptUi } from '../../../src/catalogues/pt-BR';
import { ui as enUi } from '../../../src/catalogues/en';
import type { Language } from '../../../src/lib/editions';
import { notePath, notesListPath, tagSlug } from '../../../src/lib/pagePaths';
import { noteInstant } from '../../../tools/content/noteDates';
import type { Note } from '../../../tools/content/notes';
import { siteTimeZone } from '../../../src/lib/timeZone';
import { FEED_SIZE } from '../../../tools/rendering/feeds';
import { buildVariant } from '../../support/builds';
import { contentFolder, copyMarkdownPages, copyTranslationModules, siteContent, siteNotes, siteTranslation } from '../../support/content';
import { decodeHtml, dist, readDist } from '../../support/dist';
import { FEED_READERS, relativeAddresses } from '../../support/feeds';

const SITE = 'http://localhost:4173';
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json));
const hreflangs = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]));
const feedLinks = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="application\/(?:rss\+xml|atom\+xml|feed\+json)"[^>]*href="([^"]+)">/g)].map(
    ([, href]) => href,
  );

const EDITIONS = [
  { language: 'pt-BR' as Language, root: '', ui: ptUi, words: ptArticleUi, owner: siteContent.owner },
  ...(siteTranslation ? [{ language: 'en' as Language, root: 'en/', ui: enUi, words: enArticleUi, owner: siteTranslation.owner }] : []),
];
/** A route path of an edition as a file of the build: `/notas/x` -> `notas/x`, `en/notes/x`. */
const fileOf = (root: string, routePath: string) => `${root}${routePath.slice(1)}`;
/** Where a note's date without an offset is read: a day is its midnight there. */
const timeZone = siteTimeZone(siteContent.owner);
const anyNotes = EDITIONS.some(({ language }) => siteNotes[language].length > 0);

describe('note pages', { skip: !anyNotes && 'the content has no note' }, () => {
  for (const { language, root, words } of EDITIONS.filter((edition) => siteNotes[edition.language].length > 0)) {
    const notes = siteNotes[language];
    const other = EDITIONS.find((edition) => edition.language !== language);
    const list = `${notesListPath(language)}/`;

    test(`/${root}${list.slice(1)}: every note, newest first, with its date, summary and tags; a list per tag`, () => {
      const html = readDist(`${fileOf(root, list)}index.html`);
      const links = [...html.matchAll(/<h2 class="note-entry__title"><a href="([^"]+)">/g)].map(([, href]) => href);
      assert.deepEqual(
        links,
        notes.slice(0, 20).map((note) => `/${fileOf(root, notePath(note.slug, language))}`),
      );
      for (const note of notes.slice(0, 20)) {
        assert.ok(decodeHtml(html).includes(note.summary), note.slug);
        assert.ok(html.includes(`<time dateTime="${note.date}">`), `${note.slug}: its date`);
      }
      assert.match(html, new RegExp(`<h1 id="notas-titulo"[^>]*>${words.notes}</h1>`));
      const tags = new Set(notes.flatMap((note) => note.tags.map(tagSlug)));
      for (const tag of tags) {
        const tagged = readDist(`${fileOf(root, notesListPath(language, { tag }))}/index.html`);
        const shown = [...tagged.matchAll(/<h2 class="note-entry__title"><a href="([^"]+)">/g)].map(([, href]) => href);
        assert.deepEqual(
          shown,
          notes
            .filter((note) => note.tags.some((each) => tagSlug(each) === tag))
            .map((note) => `/${fileOf(root, notePath(note.slug, language))}`),
          tag,
        );
        assert.match(
          tagged,
          new RegExp(`href="/${fileOf(root, notesListPath(language, { tag }))}/" aria-current="page"`),
          'its chip is current',
        );
      }
    });

    test(`/${root}${list.slice(1)}<slug>: its HTML and its JSON, its head, its preview, BlogPosting by the owner`, async () => {
      for (const note of notes) {
        const routePath = notePath(note.slug, language);
        const html = readDist(`${fileOf(root, routePath)}.html`);
        const page = JSON.parse(readDist(`${fileOf(root, routePath)}.json`)) as { title: string; html: string; alternate: string | null };
        assert.equal(decodeHtml(html.match(/<title>(.*)<\/title>/)![1]), page.title);
        assert.ok(page.title.endsWith(note.title), page.title);
        assert.match(html, new RegExp(`<div id="root" data-route="${routePath}">`));
        assert.ok(html.includes(page.html), 'the page is the JSON markup, as the app will show it after a move');
        assert.match(page.html, /<h1 id="artigo-titulo" class="article__title" tabindex="-1">/);
        assert.ok(page.html.includes(`${words.backToNotes}</a>`));
        assert.equal(decodeHtml(meta(html, 'description')!), note.summary);
        assert.match(html, new RegExp(`<link rel="canonical" href="${SITE}/${fileOf(root, routePath)}">`));
        assert.equal(meta(html, 'og:type'), 'article');
        assert.equal(meta(html, 'article:published_time'), note.date);
        assert.equal(meta(html, 'article:modified_time'), note.updated);
        const image = meta(html, 'og:image')!;
        const png = await sharp(join(dist, new URL(image).pathname)).metadata();
        assert.deepEqual([png.format, png.width, png.height], ['png', 1200, 630]);
        const [posting] = jsonLd(html);
        assert.equal(posting['@type'], 'BlogPosting');
        assert.equal(posting.headline, note.title);
        assert.equal(posting.datePublished, note.date);
        assert.equal(posting.author.name, EDITIONS[0].owner.name);
        // Alternates only where the other edition has a note at the same address.
        const counterpart = other !== undefined && siteNotes[other.language].some((each) => each.slug === note.slug);
        assert.deepEqual(
          hreflangs(html),
          counterpart && other
            ? Object.fromEntries([
                [language, `${SITE}/${fileOf(root, routePath)}`],
                [other.language, `${SITE}/${fileOf(other.root, notePath(note.slug, other.language))}`],
                ['x-default', `${SITE}/${fileOf('', notePath(note.slug, 'pt-BR'))}`],
              ])
            : {},
          note.slug,
        );
        assert.equal(page.alternate, counterpart && other ? `/${fileOf(other.root, notePath(note.slug, other.language))}` : null);
      }
    });

    test(`/${root}${list.slice(1)}: RSS, Atom and JSON Feed, read back by other parsers, hold every note whole with absolute addresses`, () => {
      for (const [file, read] of Object.entries(FEED_READERS)) {
        const feed = read(readDist(`${fileOf(root, list)}${file}`));
        assert.equal(feed.self, `${SITE}/${fileOf(root, list)}${file}`);
        assert.equal(feed.home, `${SITE}/${fileOf(root, list)}`);
        assert.deepEqual(
          feed.entries.map((entry) => [entry.url, entry.title, entry.published]),
          notes
            .slice(0, FEED_SIZE)
            .map((note: Note) => [
              `${SITE}/${fileOf(root, notePath(note.slug, language))}`,
              note.title,
              noteInstant(note.date, timeZone).toISOString(),
            ]),
          file,
        );
        for (const entry of feed.entries) assert.deepEqual(relativeAddresses(entry.html), [], `${file}: ${entry.url}`);
      }
    });

    test(`every page of /${root} announces its feeds`, () => {
      const expected = ['rss.xml', 'atom.xml', 'feed.json'].map((file) => `/${fileOf(root, list)}${file}`);
      for (const file of [
        `${root}index.html`,
        `${root}404.html`,
        `${fileOf(root, list)}index.html`,
        `${fileOf(root, notePath(notes[0].slug, language))}.html`,
      ]) {
        assert.deepEqual(feedLinks(readDist(file)), expected, file);
      }
    });
  }

  test('the sitemap: each note with its last change; the list once; no tag or further page', () => {
    const sitemap = readDist('sitemap.xml');
    for (const { language, root } of EDITIONS) {
      for (const note of siteNotes[language]) {
        const entry = sitemap.match(new RegExp(`<loc>${SITE}/${fileOf(root, notePath(note.slug, language))}</loc>[\\s\\S]*?</url>`))?.[0];
        assert.ok(entry, note.slug);
        assert.match(entry, new RegExp(`<lastmod>${(note.updated ?? note.date).slice(0, 10)}</lastmod>`));
      }
    }
    assert.doesNotMatch(sitemap, /\/tag\/|\/pagina\/|\/page\//);
  });

  test("the header and the footer link the notes' list in an edition with notes, the current page marked", () => {
    for (const { language, root, ui } of EDITIONS) {
      const home = readDist(`${root}index.html`);
      const link = `<a class="nav-list__link" href="/${fileOf(root, notesListPath(language))}/">${ui.header.notes}</a>`;
      assert.equal(home.includes(link), siteNotes[language].length > 0, `${root}index.html`);
      const footerLink = new RegExp(`<a (?=[^>]*class="footer__link")[^>]*href="/${fileOf(root, notesListPath(language))}/"`);
      assert.equal(footerLink.test(home), siteNotes[language].length > 0, `${root}index.html: the footer`);
      // The current page is marked in the header of the notes' own pages.
      if (siteNotes[language].length > 0) {
        const list = readDist(`${fileOf(root, notesListPath(language))}/index.html`);
        assert.ok(list.includes(link.replace('">', '" aria-current="page">')), 'current on the list');
      }
    }
  });
});

/** Every file of a build, as paths inside it, the hash of a script's name left out. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replace(/^(assets\/\w+)-\w{8}\.js/, '$1.js'))
    .sort();
/** Images: a note's own are served from static/ as they are when no note shows them. */
const isImage = (file: string) => file.startsWith('images/') || file.startsWith('assets/images/');

describe('an owner who writes no note', () => {
  // The same content, translation and case studies included, without the notes.
  const folder = contentFolder();
  copyTranslationModules(folder);
  copyMarkdownPages(folder, { kinds: ['caseStudies'] });
  const without = buildVariant({}, folder);
  const lists = EDITIONS.map(({ language, root }) => fileOf(root, notesListPath(language)));
  const isOfNotes = (file: string) =>
    lists.some((list) => file === `${list}.json` || file.startsWith(`${list}/`) || file.startsWith(`images/og/${list}/`));

  test("gets today's site: the same files but the notes', the same pages but their links", () => {
    // The search index's files are named after what they hold: with notes, they are others.
    const indexed = (file: string) => file.startsWith('pagefind/');
    assert.deepEqual(
      filesOf(without).filter((file) => !isImage(file) && !indexed(file)),
      filesOf(dist).filter((file) => !isImage(file) && !isOfNotes(file) && !indexed(file)),
    );
    const images = new Set(filesOf(dist).filter(isImage));
    assert.deepEqual(
      filesOf(without).filter((file) => isImage(file) && !images.has(file) && !file.startsWith('images/notes/')),
      [],
      'an image the site has only without its notes',
    );
    assert.deepEqual(
      [...images].filter((file) => file.startsWith('images/og/') && !isOfNotes(file) && !existsSync(join(without, file))),
      [],
      "a link preview of the site's other pages is missing",
    );
    // The pages of both, less what leads to the notes, are the same markup.
    const withoutNotes = (html: string) =>
      html
        .replace(/\n\s*<link rel="alternate" type="application\/(?:rss\+xml|atom\+xml|feed\+json)"[^>]*>/g, '')
        .replace(/<li class="nav-list__page">.*?<\/li>/, '')
        .replace(/<li><a href="[^"]*" class="footer__link">[^<]*<\/a><\/li>/, '')
        .replace(/(main|chunk)-\w+\.js/g, '$1.js')
        .replace(/'sha256-[^']+'/g, 'hash');
    for (const { root } of EDITIONS) {
      for (const page of [`${root}index.html`, `${root}404.html`]) {
        assert.equal(withoutNotes(readFileSync(join(without, page), 'utf8')), withoutNotes(readDist(page)), page);
      }
    }
    assert.doesNotMatch(readFileSync(join(without, 'sitemap.xml'), 'utf8'), /\/(notas|notes)\//);
    assert.equal(existsSync(join(without, lists[0])), false);
  });
});
