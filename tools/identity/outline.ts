// Text turned into one SVG path with the font shipped in the repository: no image depends on the
// fonts of the machine that builds it or of the browser that shows it.
import { escapeHtml } from '../../src/lib/html';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/** Inter Bold, OFL-licensed (see fonts/OFL.txt). Pass another path if this module is bundled elsewhere. */
export const DEFAULT_FONT_FILE = fileURLToPath(new URL('./fonts/Inter-Bold.ttf', import.meta.url));

/** Outlines are drawn at this size; callers scale them. */
export const OUTLINE_SIZE = 100;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Outline {
  /** Path data with the baseline's start at (0, 0). */
  d: string;
  /** The inked area, in the path's coordinates. */
  box: Box;
}

const round = (data: string) => data.replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 100) / 100));

export function outlineText(text: string, fontFile = DEFAULT_FONT_FILE): Outline {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text font-family="Inter" font-size="${OUTLINE_SIZE}" xml:space="preserve">${escapeHtml(text)}</text></svg>`;
  const tree = new Resvg(svg, { font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'Inter' } });
  const box = tree.getBBox();
  const paths = [...tree.toString().matchAll(/<path[^>]* d="([^"]+)"/g)].map(([, data]) => data);
  if (!box || paths.length === 0) throw new Error(`the font ${fontFile} draws nothing for "${text}"`);
  return { d: round(paths.join(' ')), box: { x: box.x, y: box.y, width: box.width, height: box.height } };
}
