import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Where the links of a (checked) Markdown body lead, without their `#` part: a page of the site, a file of static/ or elsewhere. */
export function linksOf(tree: Root): string[] {
  const targets: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') targets.push(node.url.split('#')[0]);
  });
  return targets;
}
