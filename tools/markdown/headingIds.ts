// The ids of a document's headings, as GitHub makes them ('Decisões e trade-offs' -> 'decisões-e-trade-offs'),
// each once: the anchors the HTML gets and the targets a link's `#` may name.
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export function headingIds(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (heading) => void ids.set(heading, slugger.slug(toString(heading))));
  return ids;
}
