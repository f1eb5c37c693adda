// The English home page loads as the Portuguese one does (issue 72): the same requests from its head and
// body, in the same order and with the same hints, the same display face preloaded, and every letter its
// headings set in that face inside the face's subset (a letter outside it would be drawn by a fallback).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DISPLAY_CHARACTERS } from '../../../tools/fonts/displayFont';
import { decodeHtml, dist } from '../../support/dist';

const EDITIONS = ['index.html', 'en/index.html'];
const read = (page: string) => readFileSync(join(dist, page), 'utf8');

/**
 * Every element of a page that makes the browser fetch something or changes when it does, in document
 * order, as tag and attributes: preloads, icons, the manifest, the render-blocking hint, the stylesheet,
 * the app's script (its hashed name as `main-*`), pictures (their loading and priority hints, files).
 * What names the edition by nature (alternates, feeds, the canonical address, texts) is left out.
 */
function requests(html: string): string[] {
  const tags = html.match(/<(?:link|script|style|img|source)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => !/rel="(?:alternate|canonical)"/.test(tag) && !/type="application\/(?:ld\+)?json"/.test(tag))
    .map((tag) =>
      tag
        .replace(/\s(?:alt|title|aria-[a-z]+|id|class)="[^"]*"/g, '')
        .replace(/\/assets\/main-[A-Z0-9]{8}\.js/, '/assets/main-*.js')
        .replace(/>$/, ''),
    );
}

/** What a page sets in the display face (src/styles/base.css, header.css): its headings and the header's logo. */
function displayTexts(html: string): string[] {
  const elements = html.match(/<(h[123])\b[^>]*>.*?<\/\1>|<a [^>]*class="header__logo"[^>]*>.*?<\/a>/gs) ?? [];
  return elements.map((element) => decodeHtml(element.replace(/<[^>]+>/g, '')));
}

describe('the two editions of the home page load alike', () => {
  const [portuguese, english] = EDITIONS.map(read) as [string, string];

  test('the same requests from the head and the body, in the same order, with the same hints', () => {
    const [ours, theirs] = [requests(portuguese), requests(english)];
    assert.ok(
      ours.some((tag) => tag.startsWith('<link rel="preload"')),
      'the home page preloads nothing',
    );
    assert.deepEqual(theirs, ours);
  });

  test('each edition preloads the display face its stylesheet names, once, before the stylesheet', () => {
    for (const [page, html] of EDITIONS.map((page) => [page, read(page)] as const)) {
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href);
      assert.equal(preloads.length, 1, `${page}: ${preloads.length} fonts preloaded`);
      const style = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
      assert.ok(style.includes(`url("${preloads[0]}")`), `${page}: the preloaded file is not the face the stylesheet names`);
      assert.ok(html.indexOf(`href="${preloads[0]}"`) < html.indexOf('<style>'), `${page}: the preload comes after the stylesheet`);
    }
  });

  test("every letter of each edition's headings and logo is in the display face's subset", () => {
    const subset = new Set(DISPLAY_CHARACTERS);
    for (const [page, html] of EDITIONS.map((page) => [page, read(page)] as const)) {
      const texts = displayTexts(html);
      assert.ok(texts.length > 5, `${page}: only ${texts.length} headings found`);
      const missing = [...new Set(texts.join('').replace(/\s/g, ''))].filter((letter) => !subset.has(letter));
      assert.deepEqual(missing, [], `${page}: drawn by a fallback face`);
    }
  });
});
