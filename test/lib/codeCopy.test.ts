// A code block's copy button at work (src/lib/codeCopy.ts) on the HTML the build writes
// (tools/markdown/toHtml.ts): it copies exactly the code as written, whatever the highlighting wrapped
// it in and whatever the button says; it says what happened, on itself and in the status line a screen
// reader reads out, then offers to copy again; a clipboard that fails is said to have failed.
import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { articleUi as pt } from '../../src/catalogues/articles/pt-BR';
import { COPY_SAID_MS, copiedCode, startCodeCopy } from '../../src/lib/codeCopy';
import { parseMarkdown } from '../../tools/markdown/parse';
import { markdownToHtml } from '../../tools/markdown/toHtml';

const toHtml = markdownToHtml({
  basePath: '/',
  imageManifest: {},
  imageSizes: '760px',
  tableLabel: pt.table,
  codeLabel: pt.codeBlock,
  copy: pt.copyCode,
});
// Characters the HTML escapes, a blank line inside, indentation, a block with no language, one that ends in a blank line.
const MARKDOWN = [
  'Texto com `código` no meio.',
  '```ts\nconst ok = a < b && c > "d";\n\nif (ok) {\n  console.log(`${ok} & \'e\'`);\n}\n```',
  '```\nnpm test -- --watch\n```',
  '```sql\nSELECT 1;\n\n```',
].join('\n\n');
const written = (() => {
  const values: string[] = [];
  visit(parseMarkdown(MARKDOWN).tree, 'code', (node: Code) => void values.push(node.value));
  return values;
})();

function showArticle(): HTMLElement {
  document.body.innerHTML = `<div id="pagina"><div class="prose">${toHtml(parseMarkdown(MARKDOWN).tree).html}</div></div>`;
  return document.getElementById('pagina')!;
}
const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('.code-block__copy')];
const status = () => document.querySelector('[role="status"]')!.textContent;
/** What a press leads to has happened: the clipboard answered, and the page said so. */
const answered = () => new Promise((resolve) => setImmediate(resolve));

/** A clipboard in the page's navigator for the test, put back after it. */
function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true });
}
afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

describe("a code block's copy button", () => {
  test('the code copied is the code as written: not the markup of its highlighting, not the label of its button', () => {
    showArticle();
    const codes = [...document.querySelectorAll('pre > code')];
    assert.equal(codes.length, 3);
    assert.ok(codes[0].querySelector('span'), 'highlighted: the text is in several elements');
    assert.deepEqual(codes.map(copiedCode), written);
  });

  test('a press copies exactly its code and says so, on the button and in the status line; then it offers again', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    const stop = startCodeCopy(showArticle());
    buttons()[2].click();
    buttons()[0].click();
    await answered();
    assert.deepEqual(copied, [written[2], written[0]]);
    assert.deepEqual(
      buttons().map((button) => button.textContent),
      [pt.copyCode.copied, pt.copyCode.copy, pt.copyCode.copied],
    );
    assert.equal(status(), pt.copyCode.copied);
    t.mock.timers.tick(COPY_SAID_MS);
    assert.deepEqual(
      buttons().map((button) => button.textContent),
      [pt.copyCode.copy, pt.copyCode.copy, pt.copyCode.copy],
    );
    assert.equal(status(), '');
    stop();
  });

  test('a clipboard that refuses, or none at all (an insecure page), is said to have failed, never to have copied', async () => {
    for (const refusing of [() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')), undefined]) {
      clipboard(refusing);
      const stop = startCodeCopy(showArticle());
      buttons()[1].click();
      await answered();
      assert.equal(buttons()[1].textContent, pt.copyCode.failed);
      assert.equal(status(), pt.copyCode.failed);
      stop();
    }
  });

  test('stopped (the page is replaced), a press does nothing, and a button that was saying something offers again', async () => {
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    const stop = startCodeCopy(showArticle());
    buttons()[0].click();
    await answered();
    stop();
    assert.equal(buttons()[0].textContent, pt.copyCode.copy);
    buttons()[1].click();
    await answered();
    assert.deepEqual(copied, [written[0]]);
  });
});
