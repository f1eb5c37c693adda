// The build with a translation (the demo content's) and without one: two editions linked for search
// engines, each page in its own language only; without the translation, the Portuguese site alone.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ui as en } from '../../../src/catalogues/en';
import { ui as pt } from '../../../src/catalogues/pt-BR';
import { sectionsUi as enSections } from '../../../src/catalogues/sections/en';
import { sectionsUi as ptSections } from '../../../src/catalogues/sections/pt-BR';
import { buildVariant } from '../../support/builds';
import { contentFolder, copyMarkdownPages, siteCaseStudies, siteContent, siteNotes, siteTranslation } from '../../support/content';
import { assetsOf, decodeHtml, dist, scriptGraph } from '../../support/dist';
import { markupOf } from '../../support/stylesheet';

const SITE = 'http://localhost:4173';
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
/** A script's text with esbuild's escapes of non-ASCII characters undone (`n\\xE3o` is `não`). */
const readScript = (dir: string, file: string) =>
  read(dir, file).replace(/\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4})|u\{([0-9A-Fa-f]+)\})/g, (_, x, u, code) =>
    String.fromCodePoint(parseInt(x ?? u ?? code, 16)),
  );
/** Every script of a page's code (what it starts with and what it may load later), as readScript reads them. */
const pageScript = (dir: string, html: string) => {
  const { start, later } = scriptGraph(assetsOf(html).script, dir);
  return [...start, ...later].map((url) => readScript(dir, url)).join('\n');
};
const links = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)">`, 'g'))].map(([, value]) => value);

/** Every text of a catalogue (functions called with a placeholder), at least 4 characters long. */
function catalogueTexts(catalogue: object): string[] {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value.trim());
    else if (typeof value === 'function')
      texts.push(
        ...String(value(['X']))
          .split('X')
          .map((part) => part.trim()),
      );
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(catalogue);
  return [...new Set(texts.filter((text) => text.length >= 4))];
}
/** The texts one catalogue has and the other has not ('Frontend' is both languages' word). */
const onlyIn = (catalogue: object, other: object) => {
  const theirs = new Set(catalogueTexts(other));
  return catalogueTexts(catalogue).filter((text) => !theirs.has(text));
};
/** What a visitor reads: the body's text, without tags, scripts and the icon sprite. */
const visibleText = (html: string) =>
  decodeHtml(html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"')).replace(/<[^>]+>/g, '\n'));

describe('two editions', { skip: siteTranslation === null && 'the content has no translation' }, () => {
  const pages = { pt: read(dist, 'index.html'), en: read(dist, 'en/index.html') };

  test('each page: its lang, its canonical, reciprocal alternates with x-default to /', () => {
    assert.match(pages.pt, /<html lang="pt-BR"/);
    assert.match(pages.en, /<html lang="en"/);
    assert.match(pages.pt, new RegExp(`<link rel="canonical" href="${SITE}/">`));
    assert.match(pages.en, new RegExp(`<link rel="canonical" href="${SITE}/en/">`));
    const expected = [
      ['pt-BR', `${SITE}/`],
      ['en', `${SITE}/en/`],
      ['x-default', `${SITE}/`],
    ];
    assert.deepEqual(links(pages.pt), expected);
    assert.deepEqual(links(pages.en), expected);
    assert.match(read(dist, 'en/404.html'), /<html lang="en"/);
  });

  test('Open Graph: locale and its alternate, and an image per language', () => {
    assert.deepEqual([meta(pages.pt, 'og:locale'), meta(pages.pt, 'og:locale:alternate')], [['pt_BR'], ['en_US']]);
    assert.deepEqual([meta(pages.en, 'og:locale'), meta(pages.en, 'og:locale:alternate')], [['en_US'], ['pt_BR']]);
    assert.deepEqual(meta(pages.en, 'og:image'), [`${SITE}/images/og-image-en.png`]);
    const alt = `${siteTranslation!.owner.name}, ${siteTranslation!.owner.role}`;
    assert.deepEqual(meta(pages.en, 'og:image:alt').map(decodeHtml), [alt], 'the alternative in English');
    assert.deepEqual(
      pages.en
        .match(/<meta name="twitter:image:alt" content="([^"]*)">/)
        ?.slice(1)
        .map(decodeHtml),
      [alt],
    );
    assert.deepEqual(meta(pages.en, 'og:image:type'), ['image/png']);
    assert.ok(existsSync(join(dist, 'images/og-image-en.png')));
    assert.notDeepEqual(
      readFileSync(join(dist, 'images/og-image-en.png')),
      readFileSync(join(dist, 'images/og-image.png')),
      'the role differs',
    );
    const jsonLd = JSON.parse(pages.en.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    assert.equal(jsonLd.jobTitle, siteTranslation!.owner.role);
    assert.equal(jsonLd.url, `${SITE}/en/`);
  });

  test('sitemap: every page of both editions, each naming both and x-default; robots and headers know /en/', () => {
    const sitemap = read(dist, 'sitemap.xml');
    assert.match(sitemap, /xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml"/);
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url);
    // Each page in Portuguese and in English: the home page, each case study; a note, and the notes' list, in the editions that have it.
    const [ptNotes, enNotes] = (['pt-BR', 'en'] as const).map((language) => siteNotes[language].map((note) => note.slug));
    const pairs: [pt: string | undefined, en: string | undefined][] = [
      ['/', '/en/'],
      ...siteCaseStudies.map((id): [string, string] => [`/projetos/${id}`, `/en/projects/${id}`]),
      ...[...new Set([...ptNotes, ...enNotes])].map((slug): [string | undefined, string | undefined] => [
        ptNotes.includes(slug) ? `/notas/${slug}` : undefined,
        enNotes.includes(slug) ? `/en/notes/${slug}` : undefined,
      ]),
      ...(ptNotes.length + enNotes.length > 0
        ? [
            [ptNotes.length > 0 ? '/notas/' : undefined, enNotes.length > 0 ? '/en/notes/' : undefined] as [
              string | undefined,
              string | undefined,
            ],
          ]
        : []),
    ];
    const locations = urls.map((url) => url.match(/<loc>(.*)<\/loc>/)![1]);
    assert.deepEqual(
      [...locations].sort(),
      pairs
        .flat()
        .filter((path) => path !== undefined)
        .map((path) => `${SITE}${path}`)
        .sort(),
      'every page, once',
    );
    urls.forEach((url, index) => {
      const alternates = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        href,
      ]);
      const [ptPage, enPage] = pairs.find((pair) => pair.some((path) => `${SITE}${path}` === locations[index]))!;
      assert.deepEqual(
        alternates,
        ptPage && enPage
          ? [
              ['pt-BR', `${SITE}${ptPage}`],
              ['en', `${SITE}${enPage}`],
              ['x-default', `${SITE}${ptPage}`],
            ]
          : [],
        locations[index],
      );
    });
    assert.match(read(dist, 'robots.txt'), /Disallow: \/404\nDisallow: \/en\/404\n/);
    assert.match(read(dist, '_headers'), /^\/en\/\n {2}Cache-Control: no-cache$/m);
  });

  test('each page carries its own language only: visible text and script', () => {
    // The interface's words, those of the sections in a file of their own included.
    const ptOnly = onlyIn([pt, ptSections], [en, enSections]);
    const enOnly = onlyIn([en, enSections], [pt, ptSections]);
    assert.ok(ptOnly.length > 50 && enOnly.length > 50, 'the catalogues differ');
    for (const [page, foreign] of [
      [pages.pt, enOnly],
      [pages.en, ptOnly],
      [read(dist, 'en/404.html'), ptOnly],
    ] as const) {
      const text = visibleText(page);
      assert.deepEqual(
        foreign.filter((phrase) => text.includes(phrase)),
        [],
      );
    }
    // In a script, phrases of two words or more (a single word may be part of the code: 'onClose').
    // The switch names the other edition in that edition's language: the one phrase of it a page shows.
    for (const [page, foreign, own] of [
      [pages.pt, enOnly, pt],
      [pages.en, ptOnly, en],
    ] as const) {
      const script = pageScript(dist, page);
      const allowed: string[] = Object.values(own.header.otherEdition);
      const phrases = foreign.filter((phrase) => phrase.includes(' ') && !allowed.includes(phrase));
      assert.ok(phrases.length > 40);
      assert.deepEqual(
        phrases.filter((phrase) => script.includes(phrase)),
        [],
      );
    }
    const ptScript = pageScript(dist, pages.pt);
    const enScript = pageScript(dist, pages.en);
    assert.ok(ptScript.includes(ptSections.form.success) && enScript.includes(enSections.form.success));
    // The owner's texts too: the English script has no Portuguese project description, and the other way round.
    const [project] = siteContent.projects;
    const translated = siteTranslation!.projects[0];
    assert.ok(!enScript.includes(project.description) && enScript.includes(translated.description));
    assert.ok(!ptScript.includes(translated.description) && ptScript.includes(project.description));
  });

  test('the English legal texts load from a module of their own', () => {
    const legal = readdirSync(join(dist, 'assets')).filter((file) => /^legal-\w+\.js$/.test(file));
    assert.equal(legal.length, 2);
    const texts = legal.map((file) => readScript(dist, `assets/${file}`));
    assert.equal(texts.filter((text) => text.includes(siteTranslation!.privacyText.paragraphs[0])).length, 1);
    assert.equal(texts.filter((text) => text.includes(siteContent.privacyText.paragraphs[0])).length, 1);
  });
});

describe('without a translation', () => {
  // The same content, case studies included, but for the translation.
  const folder = contentFolder();
  copyMarkdownPages(folder, { english: false });
  const without = buildVariant({}, folder);
  const page = read(without, 'index.html');

  test('the Portuguese site alone: no /en/, no switch, no alternate links, a sitemap of one page', () => {
    assert.equal(existsSync(join(without, 'en')), false);
    assert.equal(existsSync(join(without, 'images/og-image-en.png')), false);
    assert.doesNotMatch(markupOf(page), /hreflang|og:locale:alternate|nav-list__edition/);
    assert.doesNotMatch(read(without, '404.html'), /<link rel="alternate" hreflang/);
    assert.doesNotMatch(read(without, 'sitemap.xml'), /xhtml/);
  });

  test('its page is the two-edition build’s Portuguese page without what links the English one', { skip: siteTranslation === null }, () => {
    const withEnglish = read(dist, 'index.html');
    const normalize = (html: string) =>
      html
        .replace(/\n\s*<link rel="alternate" hreflang[^>]*>/g, '')
        .replace(/\n\s*<meta property="og:locale:alternate"[^>]*>/g, '')
        .replace(/<li class="nav-list__edition">.*?<\/li>/, '')
        .replace(/(main|chunk)-\w+\.js/g, '$1.js')
        .replace(/'sha256-[^']+'/g, 'hash');
    assert.equal(normalize(withEnglish), normalize(page));
  });
});
