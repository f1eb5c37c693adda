// An article's contents, made at build time from its Markdown (tools/markdown/tableOfContents.ts): with
// three `##` sections or more, each of them, in order, with the anchor its heading has in the page's HTML;
// with fewer, none.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { markdownToHtml } from '../../../tools/markdown/toHtml';
import { parseMarkdown } from '../../../tools/markdown/parse';

const toHtml = markdownToHtml({ basePath: '/', imageManifest: {}, imageSizes: '760px', tableLabel: 'Tabela', codeLabel: 'Código' });
const convert = (markdown: string) => toHtml(parseMarkdown(markdown).tree);
/** The ids of the page's section headings, in order. */
const headingAnchors = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"><a href="#\1" class="heading-anchor">/g)].map(([, id]) => id);

describe("an article's contents", () => {
  test('three sections: each, in order, with the anchor of its heading in the HTML', () => {
    const { html, contents } = convert(
      '## O problema\n\nTexto.\n\n### Um detalhe\n\n## Decisões e trade-offs\n\nMais.\n\n## `useEffect` e eu\n\nFim.\n',
    );
    assert.deepEqual(contents, [
      { id: 'o-problema', text: 'O problema' },
      { id: 'decisões-e-trade-offs', text: 'Decisões e trade-offs' },
      { id: 'useeffect-e-eu', text: 'useEffect e eu' },
    ]);
    assert.deepEqual(
      contents.map((entry) => entry.id),
      headingAnchors(html),
    );
  });

  test('a repeated title: each entry leads to its own heading', () => {
    const { html, contents } = convert('## Antes\n\n## Depois\n\n## Antes\n');
    assert.deepEqual(
      contents.map((entry) => entry.id),
      ['antes', 'depois', 'antes-1'],
    );
    assert.deepEqual(
      contents.map((entry) => entry.id),
      headingAnchors(html),
    );
  });

  test("a heading with a picture is named by its words; the picture's alone, by its description", () => {
    const { contents } = convert('## Fluxo ![o diagrama](/images/fluxo.png)\n\n## ![Arquitetura](/images/a.png)\n\n## Fim\n');
    assert.deepEqual(
      contents.map((entry) => entry.text),
      ['Fluxo', 'Arquitetura', 'Fim'],
    );
  });

  test('fewer than three sections: no contents, however many smaller headings or headings inside a quote or a list', () => {
    assert.deepEqual(convert('Só texto.').contents, []);
    assert.deepEqual(convert('## Um\n\n### a\n\n### b\n\n#### c\n\n## Dois\n').contents, []);
    assert.deepEqual(convert('## Um\n\n> ## Citado\n\n- ## Na lista\n\n## Dois\n').contents, []);
    assert.deepEqual(convert('# Um título\n\n## Um\n\n## Dois\n').contents, []);
  });
});
