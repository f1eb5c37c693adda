/**
 * An article's Markdown as search reads it: its text block by block, its headings with the anchors the
 * page gives them (tools/markdown/headingIds.ts), so a match under a heading leads to that section. Made
 * from the same checked tree as the page, not from the page's markup: what the article's layout adds
 * around the body (its meta, its neighbours' titles, a copy button) is never found.
 */
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { escapeHtml } from '../../src/lib/html';
import { headingIds } from '../markdown/headingIds';

/** Nodes whose children are blocks of their own: each child is written apart, so words never run together. */
const CONTAINERS = new Set(['list', 'listItem', 'blockquote', 'table', 'tableRow', 'footnoteDefinition']);

/** The body's HTML for the index: a heading as itself (level and anchor), any other block as a paragraph of its text. */
export function articleText(tree: Root): string {
  const ids = headingIds(tree);
  const blocks: string[] = [];
  const write = (node: Nodes) => {
    if (node.type === 'heading') {
      const level = Math.max(2, node.depth);
      blocks.push(`<h${level} id="${escapeHtml(ids.get(node) ?? '')}">${escapeHtml(toString(node))}</h${level}>`);
    } else if (CONTAINERS.has(node.type) && 'children' in node) {
      node.children.forEach(write);
    } else if (node.type !== 'yaml' && node.type !== 'definition' && node.type !== 'thematicBreak') {
      const text = toString(node).trim();
      if (text) blocks.push(`<p>${escapeHtml(text)}</p>`);
    }
  };
  tree.children.forEach(write);
  return blocks.join('');
}
