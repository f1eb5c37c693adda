/**
 * A result's excerpt as nodes: Pagefind wraps each matched word in `<mark>`, and leaves the rest as the
 * page's text, which may hold `<` or `&` of its own. So the excerpt is never parsed as markup: the
 * marks are cut out, and everything else becomes text.
 */
export function snippet(excerpt: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  let marked = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') marked = part === '<mark>';
    else if (part && marked) fragment.append(Object.assign(doc.createElement('mark'), { textContent: part }));
    else if (part) fragment.append(part);
  }
  return fragment;
}
