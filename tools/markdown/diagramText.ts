/**
 * Whether an SVG's text can be read on a phone (issue 71): a page shows a picture at its own width, or
 * narrower in a narrow column, so its text is drawn at its font size times the column's width over its
 * viewBox's. On a 320 px screen the article's column is 288 px (src/lib/imageLayouts.ts, `prose`: the
 * screen less 16 px each side); there, every text must be 12 px at least. What this reads: the
 * `font-size` attributes and `style` declarations of the elements and those they inherit from (px,
 * unitless, pt, em and %); a size set only by a stylesheet rule is not seen.
 */
export const MIN_TEXT_PX = 12;
export const NARROW_COLUMN_PX = 320 - 2 * 16;
const DEFAULT_SIZE = 16;

export interface SmallText {
  /** Its line in the SVG file. */
  line: number;
  /** Its first words, for the message. */
  text: string;
  /** Its size drawn in the narrow column, in CSS pixels. */
  shownPx: number;
  /** The font size in the SVG's own units that would show MIN_TEXT_PX there. */
  neededSize: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(tag)?.[2];

/** A `font-size` of an element in px, from its parent's: its style's before its attribute's, as CSS does. */
function fontSize(tag: string, parent: number): number {
  const written = /font-size\s*:\s*([^;]+)/.exec(attribute(tag, 'style') ?? '')?.[1] ?? attribute(tag, 'font-size');
  const size = /^\s*([\d.]+)\s*(px|pt|em|%)?\s*$/.exec(written ?? '');
  if (!size) return parent;
  const value = Number(size[1]);
  return { pt: (value * 4) / 3, em: value * parent, '%': (value * parent) / 100 }[size[2] ?? ''] ?? value;
}

/** The SVG's drawn width over its viewBox's in the narrow column (its own width when it is narrower). */
function narrowScale(root: string): number {
  const box = (attribute(root, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = Number.parseFloat(attribute(root, 'width') ?? '');
  const boxWidth = box.length === 4 && box[2] > 0 ? box[2] : width;
  if (!(boxWidth > 0)) return 1;
  const own = width > 0 && !(attribute(root, 'width') ?? '').includes('%') ? width : boxWidth;
  return Math.min(own, NARROW_COLUMN_PX) / boxWidth;
}

/** The smallest text of an SVG as the narrow column draws it, when it is under MIN_TEXT_PX; else undefined. */
export function smallestText(svg: string): SmallText | undefined {
  // Comments go, their lines kept, so a line counted below is the file's.
  const source = svg.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
  const sizes: number[] = [DEFAULT_SIZE];
  let scale = 1;
  let smallest: SmallText | undefined;
  for (const found of source.matchAll(/<(\/?)([\w:-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [tag, closing, name, , selfClosing] = found;
    if (closing) {
      sizes.pop();
      continue;
    }
    if (name === 'svg' && sizes.length === 1) scale = narrowScale(tag);
    const size = fontSize(tag, sizes.at(-1) ?? DEFAULT_SIZE);
    if (name === 'text' || name === 'tspan') {
      const shownPx = size * scale;
      const text = /^[^<]*/.exec(source.slice(found.index + tag.length))?.[0].trim() ?? '';
      if (text && shownPx < MIN_TEXT_PX && (!smallest || shownPx < smallest.shownPx)) {
        const line = source.slice(0, found.index).split('\n').length;
        smallest = { line, text: text.slice(0, 40), shownPx, neededSize: Math.ceil(MIN_TEXT_PX / scale) };
      }
    }
    if (!selfClosing) sizes.push(size);
  }
  return smallest;
}
