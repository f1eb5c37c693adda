/**
 * The display face in the stylesheet: its `@font-face` (`font-display: swap`), and fallback faces whose
 * metrics are made to match it (Capsize: size, ascent, descent and line gap overridden), so that a
 * heading drawn before the font arrives takes the room it will take after: nothing moves at the swap.
 * The fallbacks, first found first used: Georgia (Windows, macOS), Times New Roman, DejaVu Serif (most
 * Linux desktops), Noto Serif (Android).
 */
import { createFontStack } from '@capsizecss/core';
import georgia from '@capsizecss/metrics/georgia';
import notoSerif from '@capsizecss/metrics/notoSerif';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';
import { DISPLAY_FONT } from './displayFont';

/** DejaVu Serif Bold, read from its file with @capsizecss/unpack (Capsize's collection has no DejaVu). */
const DEJAVU_SERIF_BOLD = {
  familyName: 'DejaVu Serif',
  fullName: 'DejaVu Serif Bold',
  postscriptName: 'DejaVuSerif-Bold',
  ascent: 1923,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1168,
};

/**
 * A fallback drawn `factor` times larger than Capsize sizes it. Capsize matches the face's average
 * letter in English prose; headings are names and short titles, more capitals and fewer spaces, which
 * DejaVu Serif and Noto Serif draw narrower than the face does at that size: a name near the end of a
 * line fits on it in the fallback and wraps in the face. The factors are the scales under which fewest
 * names wrapped in one face only (docs/performance.md, 2026-11-28, issue 62).
 */
function sizedForHeadings<Metrics extends { xWidthAvg: number; subsets?: unknown }>(metrics: Metrics, factor: number) {
  // Capsize reads the Latin average from `subsets` before xWidthAvg.
  const { subsets, ...rest } = metrics;
  return { ...rest, xWidthAvg: metrics.xWidthAvg / factor };
}

/** The CSS of the display face, its file at `woff2` (a path the stylesheet's bundle resolves), and `--font-display`. */
export async function displayFontCss(woff2: string, ttf: string): Promise<string> {
  const metrics = { ...(await fromFile(ttf)), familyName: DISPLAY_FONT.family };
  const { fontFamily, fontFaces } = createFontStack([
    metrics,
    georgia,
    timesNewRoman,
    sizedForHeadings(DEJAVU_SERIF_BOLD, 1.02),
    sizedForHeadings(notoSerif, 1.01),
  ]);
  const face = (family: string, display: string) =>
    `@font-face {\n  font-family: "${family}";\n  src: url("${woff2}") format("woff2");\n  font-weight: ${DISPLAY_FONT.weight};\n  font-style: normal;\n  font-display: ${display};\n}`;
  // The same file as a face that never swaps in after the first paint, for text whose width no fallback
  // matches (the not-found page's "404": digits are not prose, and it is centred): the face when it is
  // there in time, else the fallback for the page's life. The file is fetched once, for both.
  const optional = `${DISPLAY_FONT.family} Optional`;
  return [
    face(DISPLAY_FONT.family, 'swap'),
    face(optional, 'optional'),
    fontFaces,
    `:root {\n  --font-display: ${fontFamily}, serif;\n  --font-display-optional: "${optional}", ${fontFamily.replace(/^[^,]+,\s*/, '')}, serif;\n}`,
  ].join('\n');
}
