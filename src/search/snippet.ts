/** Pagefind's only escapes in an excerpt's text (`&` and quotes stay as the page has them): its marks are its only `<`. */
const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>' };
const pageText = (part: string) => part.replace(/&[lg]t;/g, (reference) => ESCAPED[reference]);

/**
 * A result's excerpt as nodes: Pagefind writes the page's text with `<` and `>` escaped, and wraps each
 * matched word in `<mark>`. The excerpt is never parsed as markup: the marks are cut out, and everything
 * else becomes text, its `&lt;` and `&gt;` the page's characters again.
 */
export function snippet(excerpt: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  let marked = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') marked = part === '<mark>';
    else if (part && marked) fragment.append(Object.assign(doc.createElement('mark'), { textContent: pageText(part) }));
    else if (part) fragment.append(pageText(part));
  }
  return fragment;
}
