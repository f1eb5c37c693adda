// A code block's copy button in an article's HTML (tools/markdown/codeCopyButtons.ts): after the box
// the code scrolls in, a plain button with the edition's word; one status line for the text, with what
// it will say, only where there is code; none of it in the HTML for the feeds, nor counted as words.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { articleUi as en } from '../../../src/catalogues/articles/en';
import { articleUi as pt } from '../../../src/catalogues/articles/pt-BR';
import { markdownToHtml } from '../../../tools/markdown/toHtml';
import { parseMarkdown } from '../../../tools/markdown/parse';

const converter = (words: typeof pt) =>
  markdownToHtml({
    basePath: '/',
    imageManifest: {},
    imageSizes: '760px',
    tableLabel: words.table,
    codeLabel: words.codeBlock,
    copy: words.copyCode,
  });
const convert = (markdown: string, words = pt) => converter(words)(parseMarkdown(markdown).tree);
const TWO_BLOCKS = 'Antes.\n\n```ts\nconst a = 1;\n```\n\n| a |\n| - |\n| 1 |\n\n- item\n\n  ```sh\n  npm test\n  ```\n';

describe("a code block's copy button", () => {
  test('each code block: its box, then a button of type button with the word to copy', () => {
    const { html } = convert(TWO_BLOCKS);
    const blocks = [
      ...html.matchAll(
        /<div class="code-block"><div class="prose__scroll" tabindex="0" role="region" aria-label="Código"><pre><code[^>]*>[\s\S]*?<\/code><\/pre><\/div><button type="button" class="code-block__copy">Copiar<\/button><\/div>/g,
      ),
    ];
    assert.equal(blocks.length, 2);
    assert.equal([...html.matchAll(/<button/g)].length, 2, 'a table gets none');
  });

  test("one status line for the whole text, empty, with the edition's words for what a press did", () => {
    const status = (markdown: string, words = pt) => [
      ...convert(markdown, words).html.matchAll(/<p class="sr-only code-block__status"[^>]*>/g),
    ];
    assert.deepEqual(
      status(TWO_BLOCKS).map(([tag]) => tag),
      ['<p class="sr-only code-block__status" role="status" data-copied="Copiado" data-failed="Não foi possível copiar">'],
    );
    assert.match(convert(TWO_BLOCKS).html, /data-failed="Não foi possível copiar"><\/p>$/);
    assert.deepEqual(status('Sem código, só `inline`.'), []);
    const english = convert(TWO_BLOCKS, en).html;
    assert.match(english, /<button type="button" class="code-block__copy">Copy<\/button>/);
    assert.match(english, /role="status" data-copied="Copied" data-failed="Could not copy">/);
  });

  test("the feeds' HTML has neither, and neither is counted in the reading time", () => {
    const withButtons = convert(TWO_BLOCKS);
    assert.doesNotMatch(withButtons.plainHtml, /<button|code-block|role="status"/);
    const without = markdownToHtml({
      basePath: '/',
      imageManifest: {},
      imageSizes: '760px',
      tableLabel: pt.table,
      codeLabel: pt.codeBlock,
    })(parseMarkdown(TWO_BLOCKS).tree);
    assert.equal(without.html, withButtons.plainHtml, 'without the words, no button');
    assert.equal(withButtons.words, without.words);
  });
});
