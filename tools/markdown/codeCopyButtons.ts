/**
 * A copy button for each code block of an article's page (src/lib/codeCopy.ts makes it work), beside
 * the box the code scrolls in, and one status line for the whole text, empty until a button is pressed:
 * a screen reader reads out what it then says. The page's words for both are in the markup, so the
 * page's script carries none. Only the page gets them: a feed is read where no script of ours runs.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { CODE_BLOCK_CLASS, COPY_BUTTON_CLASS, COPY_STATUS_CLASS } from '../../src/lib/codeCopy';

/** What a code block's button says: before, and once pressed. */
export interface CopyWords {
  copy: string;
  copied: string;
  failed: string;
}

/** The class of the box a code block scrolls in (toHtml.ts), whose child is the block. */
const SCROLL_BOX = 'prose__scroll';

const isCodeBox = (node: Element) =>
  node.tagName === 'div' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes(SCROLL_BOX) &&
  node.children.some((child) => child.type === 'element' && child.tagName === 'pre');

/** Adds the buttons and the status line to an article's HTML tree; false when it has no code block. */
export function addCopyButtons(tree: Root, words: CopyWords): boolean {
  let found = false;
  visit(tree, 'element', (node, index, parent) => {
    if (!isCodeBox(node) || !parent || index === undefined) return undefined;
    found = true;
    const button: Element = {
      type: 'element',
      tagName: 'button',
      properties: { type: 'button', className: [COPY_BUTTON_CLASS] },
      children: [{ type: 'text', value: words.copy }],
    };
    parent.children[index] = { type: 'element', tagName: 'div', properties: { className: [CODE_BLOCK_CLASS] }, children: [node, button] };
    return 'skip';
  });
  if (found) {
    tree.children.push({
      type: 'element',
      tagName: 'p',
      properties: { className: ['sr-only', COPY_STATUS_CLASS], role: 'status', dataCopied: words.copied, dataFailed: words.failed },
      children: [],
    });
  }
  return found;
}
