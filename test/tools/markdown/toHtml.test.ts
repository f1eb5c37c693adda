import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseMarkdown } from '../../../tools/markdown/parse';
import { headingIds } from '../../../tools/markdown/headingIds';
import { markdownToHtml } from '../../../tools/markdown/toHtml';
import type { ImageManifest } from '../../../src/lib/imageManifest';

const manifest: ImageManifest = {
  '/images/tela.png': {
    src: '/portfolio/assets/images/tela-1080-a.png',
    width: 1080,
    height: 720,
    sources: [
      { type: 'image/avif', srcset: '/portfolio/assets/images/tela-540-b.avif 540w, /portfolio/assets/images/tela-1080-c.avif 1080w' },
    ],
    srcset: '/portfolio/assets/images/tela-540-d.png 540w, /portfolio/assets/images/tela-1080-a.png 1080w',
    sizes: 'ignored',
    placeholder: '',
  },
};
const options = { basePath: '/portfolio/', imageManifest: manifest, imageSizes: '760px', tableLabel: 'Tabela', codeLabel: 'Código' };
/** One converter for the whole file, as a build has one per edition. */
const toHtml = markdownToHtml(options);
const html = (markdown: string) => toHtml(parseMarkdown(markdown).tree).html;

describe('Markdown into an article body', () => {
  test('headings get ids and link to themselves', () => {
    assert.equal(
      html('## Decisões e trade-offs'),
      '<h2 id="decisões-e-trade-offs"><a href="#decisões-e-trade-offs" class="heading-anchor">Decisões e trade-offs</a></h2>',
    );
  });

  test("a heading has the id the checks knew, whatever it holds: an image's text, a footnote mark", () => {
    const markdown = '## Fluxo ![diagrama](/images/tela.png)\n\n## Notas[^1]\n\n[^1]: Uma nota.\n';
    const ids = [...headingIds(parseMarkdown(markdown).tree).values()];
    const shown = [...html(markdown).matchAll(/<h2 id="([^"]+)"><a href="#([^"]+)"/g)].map(([, id, href]) => {
      assert.equal(href, id);
      return id;
    });
    assert.deepEqual(shown, ids);
    // The footnotes' own heading keeps the id their references point at.
    assert.match(html(markdown), /<h2 class="sr-only" id="footnote-label">/);
  });

  test("an image is the pipeline's picture, lazy and sized; with a title alone in its paragraph, a figure with its caption", () => {
    const picture = html('![A tela](/images/tela.png "A tela inicial")');
    assert.equal(
      picture,
      '<figure><picture><source type="image/avif" srcset="/portfolio/assets/images/tela-540-b.avif 540w, /portfolio/assets/images/tela-1080-c.avif 1080w" sizes="760px">' +
        '<img src="/portfolio/assets/images/tela-1080-a.png" srcset="/portfolio/assets/images/tela-540-d.png 540w, /portfolio/assets/images/tela-1080-a.png 1080w" sizes="760px" alt="A tela" width="1080" height="720" loading="lazy" decoding="async"></picture>' +
        '<figcaption>A tela inicial</figcaption></figure>',
    );
  });

  test('tables and code scroll inside a box the keyboard reaches, a region named for what it holds; code is coloured with classes, never inline styles', () => {
    const out = html('| a | b |\n| - | - |\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```');
    assert.match(out, /<div class="prose__scroll" tabindex="0" role="region" aria-label="Tabela"><table>/);
    assert.match(
      out,
      /<div class="prose__scroll" tabindex="0" role="region" aria-label="Código"><pre><code class="hljs language-ts"><span class="hljs-keyword">const<\/span>/,
    );
    assert.doesNotMatch(out, /style=/);
  });

  test("a column's alignment is a class of its cells, never the obsolete align attribute; left is the cells' own", () => {
    const out = html('| Nome | Meio | Valor |\n| :-- | :-: | --: |\n| a | b | 1 |');
    assert.doesNotMatch(out, /align=/);
    assert.deepEqual(
      [...out.matchAll(/<(th|td)( [^>]*)?>/g)].map(([, cell, attributes = '']) => `${cell}${attributes}`),
      [
        'th',
        'th class="prose__cell--center"',
        'th class="prose__cell--right"',
        'td',
        'td class="prose__cell--center"',
        'td class="prose__cell--right"',
      ],
    );
  });

  test("what a table's cells hold gets the same treatment as the text's: a site's path under the base path, a picture", () => {
    const out = html('| a |\n| - |\n| [x](/projetos/x) ![A tela](/images/tela.png) |');
    assert.match(out, /<td><a href="\/portfolio\/projetos\/x">x<\/a> <picture>/);
  });

  test('one converter for every page: each body comes out as it would alone', () => {
    const markdown = '## Notas\n\nTexto[^1] e `código`.\n\n| a |\n| :-: |\n| 1 |\n\n[^1]: Uma nota.\n';
    const alone = markdownToHtml(options)(parseMarkdown(markdown).tree).html;
    for (const other of ['## Notas\n\nOutro[^1].\n\n[^1]: Outra.\n', '```js\nlet y = 2;\n```']) toHtml(parseMarkdown(other).tree);
    assert.equal(toHtml(parseMarkdown(markdown).tree).html, alone);
  });

  test("the site's own paths go under the base path; other addresses stay as written", () => {
    assert.equal(
      html('[a](/projetos/x) [b](https://example.com) [c](#y) [d](mailto:a@b.co)'),
      '<p><a href="/portfolio/projetos/x">a</a> <a href="https://example.com">b</a> <a href="#y">c</a> <a href="mailto:a@b.co">d</a></p>',
    );
  });

  test('raw HTML never reaches the output, even unchecked', () => {
    assert.equal(html('Olá <script>alert(1)</script><img src=x onerror=alert(1)> mundo'), '<p>Olá alert(1) mundo</p>');
  });

  test('the page in two after its first paragraph at the top level: together, the whole page', () => {
    const markdown = '## Contexto\n\n- um item\n\n  em dois parágrafos\n\nO primeiro parágrafo.\n\nO segundo.\n\n## Resultado\n\nFim.\n';
    const body = toHtml(parseMarkdown(markdown).tree);
    const [lead, rest] = body.afterLead;
    // A paragraph inside a list is not the text's first paragraph.
    assert.match(lead, /<ul>[\s\S]*<\/ul>\n<p>O primeiro parágrafo\.<\/p>$/);
    assert.match(rest, /^\n?<p>O segundo\.<\/p>/);
    assert.equal(`${lead}${rest}`.replace(/\n/g, ''), body.html.replace(/\n/g, ''));
  });

  test('a text without a paragraph at the top level is all lead', () => {
    const body = toHtml(parseMarkdown('## Só um título\n\n- e uma lista\n').tree);
    assert.deepEqual(body.afterLead, [body.html, '']);
  });
});
