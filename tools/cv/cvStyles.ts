// The CV's look at a density: 1 as designed, less to fit the content on fewer pages (renderPdf.tsx
// chooses). A denser page loses space and line spacing first, never the body's size.
import { StyleSheet } from '@react-pdf/renderer';

export const CV_FONT = 'Inter';
/** The display face of the site (tools/fonts/): the name and the sections' titles. */
export const CV_DISPLAY_FONT = 'Fraunces';
/** The body's size, in points, at every density: the smallest text of the CV. */
export const BODY_SIZE = 9.5;

export function stylesAt(density: number) {
  const round = (value: number) => Math.round(value * 100) / 100;
  // Display type shrinks at half the density's pace, never under the body's size; the space around it faster.
  const size = (points: number) => Math.max(BODY_SIZE, round((points * (1 + density)) / 2));
  const space = (points: number) => round(points * density ** 3);
  return StyleSheet.create({
    page: {
      fontFamily: CV_FONT,
      fontSize: BODY_SIZE,
      // 1.4 as designed, 1.25 at the densest (0.8).
      lineHeight: round(1.4 - (1 - density) * 0.75),
      paddingVertical: space(36),
      paddingHorizontal: 44,
    },
    name: { fontFamily: CV_DISPLAY_FONT, fontSize: size(24), fontWeight: 600, lineHeight: 1.1 },
    headline: { fontSize: size(11), marginTop: space(4) },
    contacts: { marginTop: space(6), flexDirection: 'row', flexWrap: 'wrap' },
    section: { marginTop: space(12) },
    heading: {
      fontFamily: CV_DISPLAY_FONT,
      fontSize: size(12),
      fontWeight: 600,
      borderBottomWidth: 1,
      paddingBottom: space(2),
      marginBottom: space(5),
    },
    /** A paragraph after another of the same text (the profile's): a gap shows where one ends. */
    paragraph: { marginTop: round(6 * density) },
    entry: { marginBottom: space(6) },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between', gap: 12 },
    entryTitle: { flex: 1 },
    bold: { fontWeight: 700 },
    line: { marginTop: 1 },
  });
}

export type CvStyles = ReturnType<typeof stylesAt>;
