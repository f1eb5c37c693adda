// The document's stylesheet: in the page itself in the build (no request before the first paint), a
// file in the dev server; never a text that would end its own <style> element.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderDocument, type DocumentOptions } from '../../../tools/rendering/document';
import { themeColors } from '../../../tools/identity/site';
import { siteContent } from '../../support/content';

const palettes = await themeColors();
const options = (stylesheet: DocumentOptions['stylesheet']): DocumentOptions => ({
  owner: siteContent.owner,
  description: siteContent.siteDescription,
  palettes,
  appHtml: '<main></main>',
  routePath: '/',
  title: siteContent.owner.firstName,
  siteUrl: 'https://example.org',
  basePath: '/',
  language: 'pt-BR',
  languages: ['pt-BR'],
  scriptSrc: '/assets/main.js',
  stylesheet,
  headBootstrap: '',
  iconSprite: '',
  imageManifest: {},
});
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("the document's stylesheet", () => {
  test('given as text, it is a <style> of the head, and the page requests no stylesheet', () => {
    const head = headOf(renderDocument(options({ css: 'main{display:block}' })));
    assert.ok(head.includes('<style>main{display:block}</style>'));
    assert.ok(!head.includes('rel="stylesheet"'));
  });

  test('given as a file (the dev server), it is a link', () => {
    const head = headOf(renderDocument(options({ href: '/assets/styles.css' })));
    assert.ok(head.includes('<link rel="stylesheet" href="/assets/styles.css">'));
    assert.ok(!head.includes('<style>'));
  });

  test('a stylesheet holding "</style" is refused, with what is wrong', () => {
    assert.throws(() => renderDocument(options({ css: 'a::after{content:"</STYLE>"}' })), /<\/style/);
  });
});

describe("the document's head", () => {
  test('preloads the priority picture ahead of the stylesheet, where the first bytes carry it', () => {
    const appHtml =
      '<picture><source type="image/avif" srcSet="/c.avif 720w" sizes="100vw"/><img src="/c.jpg" alt="" fetchPriority="high"/></picture>';
    const head = headOf(renderDocument({ ...options({ css: 'main{display:block}' }), appHtml }));
    const preload = head.indexOf('<link rel="preload" as="image" type="image/avif" imagesrcset="/c.avif 720w"');
    assert.ok(preload > 0, 'preloaded');
    assert.ok(preload < head.indexOf('<style>'), 'before the stylesheet');
  });
});
