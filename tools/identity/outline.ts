// Text turned into one SVG path with the font shipped in the repository: no image depends on the
// fonts of the machine that builds it or of the browser that shows it.
import { escapeHtml } from '../../src/lib/html';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

/** Inter Bold, OFL-licensed (see fonts/OFL.txt). Pass another path if this module is bundled elsewhere. */
export const DEFAULT_FONT_FILE = fileURLToPath(new URL('./fonts/Inter-Bold.ttf', import.meta.url));

/** A font file and the family name it declares. */
export interface OutlineFont {
  file: string;
  family: string;
}

/** The texts' face: Inter Bold, which also draws any letter another face lacks. */
export const TEXT_FONT: OutlineFont = { file: DEFAULT_FONT_FILE, family: 'Inter' };

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

/** `text` in `font`; a letter the font lacks is drawn by Inter (TEXT_FONT). */
export function outlineText(text: string, font: OutlineFont = TEXT_FONT): Outline {
  // resvg would quietly draw everything in the fallback: a face that is not there is a mistake.
  if (!existsSync(font.file)) throw new Error(`no font file at ${font.file}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text font-family="${font.family}, ${TEXT_FONT.family}" font-size="${OUTLINE_SIZE}" xml:space="preserve">${escapeHtml(text)}</text></svg>`;
  const fontFiles = [...new Set([font.file, TEXT_FONT.file])];
  const tree = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: TEXT_FONT.family } });
  const box = tree.getBBox();
  const paths = [...tree.toString().matchAll(/<path[^>]* d="([^"]+)"/g)].map(([, data]) => data);
  if (!box || paths.length === 0) throw new Error(`the font ${font.file} draws nothing for "${text}"`);
  return { d: round(paths.join(' ')), box: { x: box.x, y: box.y, width: box.width, height: box.height } };
}
