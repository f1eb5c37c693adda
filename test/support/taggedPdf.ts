// A PDF read as a screen reader reads it, with pdf.js: its structure tree (pdf.js's getStructTree), each
// element with its text line by line (the text items of its marked content, by baseline), and the size
// of every piece of text, with what no structure element holds.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A structure element as pdf.js gives it: its kids are elements, marked content or annotations. */
interface StructNode {
  role: string;
  children?: (StructNode | { type: string; id: string })[];
}

interface Piece {
  text: string;
  /** From the page's bottom, on its page (1, 2…). */
  baseline: number;
  page: number;
}

export interface TaggedElement {
  role: string;
  children: TaggedElement[];
  /** Its text (its children's included), a line per baseline, in reading order. */
  lines: string[];
  /** The baseline of each of its lines, from its page's bottom. */
  baselines: number[];
  /** How many annotations (a link's) it holds itself. */
  annotations: number;
}

export interface TaggedPdf {
  pages: number;
  marked: boolean;
  /** The structure tree of each page, from its Document element down. */
  trees: TaggedElement[];
  /** The size of every piece of text, in points. */
  sizes: number[];
  /** Text that no structure element holds: a screen reader skips it. */
  untagged: string[];
  info: Record<string, unknown>;
  /** The XMP metadata, parsed (null when it is missing or not XML). */
  metadata: { get(name: string): unknown } | null;
}

function element(node: StructNode, pieces: Map<string, Piece[]>): TaggedElement & { pieces: Piece[] } {
  const own: Piece[] = [];
  const children: (TaggedElement & { pieces: Piece[] })[] = [];
  let annotations = 0;
  for (const kid of node.children ?? []) {
    if ('role' in kid) {
      const child = element(kid, pieces);
      children.push(child);
      own.push(...child.pieces);
    } else if (kid.type === 'content') own.push(...(pieces.get(kid.id) ?? []));
    else annotations++;
  }
  const lines: Piece[] = [];
  for (const piece of own) {
    const last = lines.at(-1);
    if (last && last.page === piece.page && last.baseline === piece.baseline) last.text += piece.text;
    else lines.push({ ...piece });
  }
  return {
    role: node.role,
    children,
    pieces: own,
    lines: lines.map((line) => line.text),
    baselines: lines.map((line) => line.baseline),
    annotations,
  };
}

export async function readTagged(bytes: Buffer): Promise<TaggedPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pieces = new Map<string, Piece[]>();
  const sizes: number[] = [];
  const untagged: string[] = [];
  const trees: TaggedElement[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent({ includeMarkedContent: true });
    // Marked content nests: the innermost with an id is the one a structure element holds.
    const open: (string | null)[] = [];
    for (const item of items) {
      if ('type' in item) {
        if (item.type === 'endMarkedContent') open.pop();
        else open.push(item.id ?? null);
        continue;
      }
      const id = open.findLast((each) => each !== null);
      // A text item's transform: its size on the diagonal, its baseline's position last.
      if (id) pieces.set(id, [...(pieces.get(id) ?? []), { text: item.str, baseline: item.transform[5] as number, page: number }]);
      if (!item.str.trim()) continue;
      sizes.push(Math.hypot(item.transform[2] as number, item.transform[3] as number));
      if (!id) untagged.push(item.str);
    }
    const tree = (await page.getStructTree()) as StructNode | null;
    for (const root of tree?.children ?? []) if ('role' in root) trees.push(element(root, pieces));
  }
  const { info, metadata } = await document.getMetadata();
  const marked = ((await document.getMarkInfo()) as { Marked?: boolean } | null)?.Marked === true;
  const pages = document.numPages;
  await document.destroy();
  return { pages, marked, trees, sizes, untagged, info: info as Record<string, unknown>, metadata };
}

/** Every element of the trees, depth first, in reading order. */
export const allElements = (elements: TaggedElement[]): TaggedElement[] =>
  elements.flatMap((each) => [each, ...allElements(each.children)]);
