/** Pagefind's only escapes in an excerpt's text (`&` and quotes stay as the page has them): its marks are its only `<`. */
const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>' };
const pageText = (part: string) => part.replace(/&[lg]t;/g, (reference) => ESCAPED[reference]);

/** A run of an excerpt's text, matched or not. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ELLIPSIS = '…';
/** A sentence's end followed by the next one's start (a capital, a digit, an opening quote). */
const SENTENCE_BREAK = /[.!?]["'”’»)]?\s+(?=[\p{Lu}\p{N}"“«(])/gu;
const SENTENCE_END = /[.!?…]["'”’»)]?$/u;
/** What a cut end drops before its ellipsis: a comma, a colon, a dash and the spaces around them. */
const DANGLING_END = /[\s,;:–—-]+$/u;
/** Punctuation Pagefind's mark takes with the word ("PostgreSQL,"): the highlight is the word's alone. */
const MARK_EDGES = /^([("'“«[]*)(.*?)([.,;:!?…)\]"'”’»]*)$/su;

/** Pagefind's excerpt as runs: every `<mark>` a marked run, everything else text, `&lt;` and `&gt;` the page's characters again. */
function parts(excerpt: string): ExcerptPart[] {
  const runs: ExcerptPart[] = [];
  let marked = false;
  for (const part of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') marked = part === '<mark>';
    else if (part) runs.push({ text: pageText(part), marked });
  }
  return runs;
}

/**
 * Where the excerpt's own words start: after a repetition of the title (a page's text starts with it, and
 * Pagefind may start the excerpt in it), else after the first sentence's end before the first match,
 * else where Pagefind cut it (`cut`).
 */
function start(text: string, firstMatch: number, titles: readonly string[]): { at: number; cut: boolean } {
  for (const title of titles) {
    const words = title.trim().split(/\s+/);
    // The whole title, or its last two words or more: one word alone could be the text's own.
    for (let first = 0; first <= words.length - 2 || first === 0; first += 1) {
      const tail = words.slice(first).join(' ');
      const after = /^[.:!?]?\s+/.exec(text.slice(tail.length));
      if (tail && text.startsWith(tail) && after) return { at: tail.length + after[0].length, cut: false };
    }
  }
  for (const { index, 0: found } of text.matchAll(SENTENCE_BREAK)) {
    if (index + found.length <= firstMatch) return { at: index + found.length, cut: false };
  }
  return { at: 0, cut: true };
}

/**
 * A result's excerpt as it reads: from a word or a sentence's start, with a leading ellipsis when it starts
 * inside a sentence, without the title the result already shows, ending with an ellipsis (its dangling
 * comma dropped) when Pagefind cut it inside a sentence, and each match's highlight on its word only.
 */
export function excerptParts(excerpt: string, titles: readonly (string | undefined)[] = []): ExcerptPart[] {
  const runs = parts(excerpt);
  const text = runs.map((run) => run.text).join('');
  let firstMatch = text.length;
  let offset = 0;
  for (const run of runs) {
    if (run.marked) firstMatch = Math.min(firstMatch, offset);
    offset += run.text.length;
  }
  const lead = start(
    text,
    firstMatch,
    titles.filter((title): title is string => Boolean(title)),
  );
  const trimmed = text.trimEnd();
  const cutEnd = !SENTENCE_END.test(trimmed);
  const end = cutEnd ? trimmed.replace(DANGLING_END, '').length : trimmed.length;
  // Nothing left after the title: the excerpt as Pagefind wrote it.
  const [from, to] = lead.at < end ? [lead.at, end] : [0, trimmed.length];

  const shown: ExcerptPart[] = [];
  const push = (part: ExcerptPart) => {
    const last = shown.at(-1);
    if (last && !last.marked && !part.marked) last.text += part.text;
    else if (part.text) shown.push(part);
  };
  if (lead.cut && from === lead.at) push({ text: `${ELLIPSIS} `, marked: false });
  offset = 0;
  for (const run of runs) {
    const piece = run.text.slice(Math.max(0, from - offset), Math.max(0, to - offset));
    offset += run.text.length;
    if (!run.marked) push({ text: piece, marked: false });
    else {
      const [, before = '', word = '', after = ''] = MARK_EDGES.exec(piece) ?? [];
      push({ text: before, marked: false });
      push({ text: word, marked: true });
      push({ text: after, marked: false });
    }
  }
  if (cutEnd && to === end) push({ text: ELLIPSIS, marked: false });
  return shown;
}

/**
 * A result's excerpt as nodes (`excerptParts`): the excerpt is never parsed as markup: the marks are cut
 * out, and everything else becomes text.
 */
export function snippet(excerpt: string, titles: readonly (string | undefined)[] = [], doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const { text, marked } of excerptParts(excerpt, titles)) {
    fragment.append(marked ? Object.assign(doc.createElement('mark'), { textContent: text }) : text);
  }
  return fragment;
}
