// An article's contents, from its Markdown: its sections (the `##` headings of the text itself, not those
// inside a quote or a list), each with the anchor the HTML gives its heading (headingIds.ts).
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { ContentsEntry } from '../../src/pages/ArticleContents';

/** With fewer sections the whole outline is seen at a glance: a contents would only repeat it. */
export const MIN_CONTENTS_SECTIONS = 3;

/** The contents of a text with enough sections, in their order; none for a shorter one. */
export function tableOfContents(tree: Root, ids: ReadonlyMap<Heading, string>): ContentsEntry[] {
  const sections = tree.children.filter((node): node is Heading => node.type === 'heading' && node.depth === 2);
  if (sections.length < MIN_CONTENTS_SECTIONS) return [];
  return sections.map((heading) => ({
    id: ids.get(heading)!,
    // A picture in a heading illustrates it: the entry names the section by its words, or by the picture's if it has none.
    text: toString(heading, { includeImageAlt: false }).trim() || toString(heading).trim(),
  }));
}
