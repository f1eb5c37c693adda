import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { serializeJsonLd } from '../../../src/lib/html';
import { siteCaseStudies, siteContent, siteNotes, siteTranslation } from '../../support/content';
import { decodeHtml, dist, readDist } from '../../support/dist';

const SITE = 'http://localhost:4173';
const { owner, siteDescription } = siteContent;
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}"(?: media="[^"]+")? content="([^"]*)"`))?.[1];

describe('SEO and sharing', () => {
  const html = readDist('index.html');

  test('description, canonical, Open Graph and Twitter card', () => {
    assert.equal(decodeHtml(meta(html, 'name', 'description')!), siteDescription);
    assert.match(html, new RegExp(`<link rel="canonical" href="${SITE}/">`));
    assert.equal(meta(html, 'property', 'og:type'), 'profile');
    assert.equal(meta(html, 'property', 'og:locale'), 'pt_BR');
    assert.equal(meta(html, 'property', 'og:url'), `${SITE}/`);
    assert.equal(meta(html, 'property', 'og:image'), `${SITE}/images/og-image.png`);
    assert.equal(meta(html, 'property', 'og:image:width'), '1200');
    assert.equal(meta(html, 'property', 'og:image:height'), '630');
    assert.ok(meta(html, 'property', 'og:title'));
    assert.ok(meta(html, 'property', 'og:description'));
    assert.equal(meta(html, 'name', 'twitter:card'), 'summary_large_image');
    assert.equal(meta(html, 'name', 'twitter:image'), `${SITE}/images/og-image.png`);
    // The preview's text alternative, for Open Graph and X/Twitter alike: who, and what they do.
    assert.equal(meta(html, 'property', 'og:image:type'), 'image/png');
    assert.equal(decodeHtml(meta(html, 'property', 'og:image:alt')!), `${owner.name}, ${owner.role}`);
    assert.equal(decodeHtml(meta(html, 'name', 'twitter:image:alt')!), `${owner.name}, ${owner.role}`);
    const png = readDist('images/og-image.png');
    assert.ok(png.length > 0);
  });

  test('theme-color for both schemes, icons and manifest', () => {
    assert.match(html, /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}">/);
    assert.match(html, /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}">/);
    for (const href of ['/icons/icon-16.png', '/icons/icon-32.png', '/icons/apple-touch-icon.png', '/manifest.webmanifest']) {
      assert.ok(html.includes(`href="${href}"`), href);
      assert.ok(existsSync(join(dist, href)), `${href} is missing from dist/`);
    }
    const manifest = JSON.parse(readDist('manifest.webmanifest'));
    assert.equal(manifest.lang, 'pt-BR');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.short_name, owner.firstName);
    assert.equal(manifest.name, `${owner.name} | ${owner.role}`);
    assert.ok(manifest.name && manifest.theme_color && manifest.background_color && manifest.display);
    for (const icon of manifest.icons) assert.ok(existsSync(join(dist, icon.src)), icon.src);
    assert.ok(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512'));
  });

  test('the tab icons the pages link are PNG: an SVG icon is a document parsed on the page’s main thread', () => {
    for (const page of ['index.html', '404.html']) {
      const icons = [...readDist(page).matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)];
      assert.ok(icons.length > 0, `${page} links no icon`);
      for (const [tag, href] of icons) assert.match(href, /\.png$/, `${page}: ${tag}`);
    }
  });

  test('JSON-LD Person, built from the content, parses', () => {
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1];
    const person = JSON.parse(json);
    assert.equal(person['@type'], 'Person');
    assert.equal(person.name, owner.name);
    assert.equal(person.jobTitle, owner.role);
    assert.equal(person.url, `${SITE}/`);
    assert.deepEqual(person.sameAs, [owner.githubUrl, owner.linkedinUrl]);
    assert.equal(person.address.addressLocality, owner.locality);
  });

  test('JSON-LD serialization cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: '\u2028' });
    assert.ok(!text.includes('<'));
    assert.deepEqual(JSON.parse(text), { name: '</script><script>alert(1)</script>', note: '\u2028' });
  });

  test('robots.txt and sitemap.xml from SITE_URL', () => {
    const notFound = siteTranslation ? 'Disallow: /404\nDisallow: /en/404\n' : 'Disallow: /404\n';
    assert.equal(readDist('robots.txt'), `User-agent: *\nAllow: /\n${notFound}\nSitemap: ${SITE}/sitemap.xml\n`);
    const sitemap = readDist('sitemap.xml');
    assert.match(sitemap, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
    assert.match(sitemap, new RegExp(`<loc>${SITE}/</loc>`));
    assert.match(sitemap, /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    assert.equal(
      [...sitemap.matchAll(/<url>/g)].length,
      (siteTranslation ? 2 : 1) * (1 + siteCaseStudies.length) +
        // Each note, and each edition's list of them.
        (['pt-BR', 'en'] as const).reduce(
          (sum, language) => sum + siteNotes[language].length + (siteNotes[language].length > 0 ? 1 : 0),
          0,
        ),
      'every page of every edition',
    );
  });

  test('/404 is not indexed and has no canonical', () => {
    const notFound = readDist('404.html');
    assert.match(notFound, /<meta name="robots" content="noindex">/);
    assert.doesNotMatch(notFound, /rel="canonical"/);
  });
});
