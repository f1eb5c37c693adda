/**
 * The scroll-spy's rule (src/lib/scrollSpy.ts measures, this decides) for the active section: the one
 * the header highlights, the document title names and `section_read` reports. It reads the specification's two observations from rectangles: a section
 * is on screen when 10 % of it is visible below the header; a section's title is being read when
 * 30 % of its heading is in the reading band, which ends 20 % above the bottom of the viewport and
 * starts right below the header (a section scrolled to puts its title there, so a click and this
 * rule agree).
 */
export const SECTION_THRESHOLD = 0.1;
export const TITLE_THRESHOLD = 0.3;
export const READING_BAND_BOTTOM_MARGIN = 0.2;

interface Span {
  top: number;
  bottom: number;
}

/** A section and its title (its first heading; the section itself if it has none), in viewport px. */
export interface SectionBox extends Span {
  id: string;
  heading: Span;
}

export interface ReadingView {
  /** The viewport's height. */
  height: number;
  /** Where the header ends: sections land this far below the top. */
  headerOffset: number;
  /** Scrolled to the bottom of the page. */
  atBottom: boolean;
}

/** The share of `span` that lies between `from` and `to`, from 0 to 1. */
export function shareWithin(span: Span, from: number, to: number): number {
  const height = span.bottom - span.top;
  if (height <= 0) return 0;
  return Math.max(0, Math.min(span.bottom, to) - Math.max(span.top, from)) / height;
}

/**
 * 1. At the bottom of the page, the last section, however short.
 * 2. Else the first section whose title is being read.
 * 3. Else, among the sections on screen, the last whose title has gone under the header: the one
 *    being read further down (a title still below the band has not been reached yet).
 * 4. Else the previous choice, else the first section.
 */
export function chooseActiveSection(boxes: readonly SectionBox[], view: ReadingView, previous: string | null): string | null {
  if (boxes.length === 0) return null;
  if (view.atBottom) return boxes[boxes.length - 1].id;
  const bandBottom = view.height * (1 - READING_BAND_BOTTOM_MARGIN);
  const beingRead = boxes.find((box) => shareWithin(box.heading, view.headerOffset, bandBottom) >= TITLE_THRESHOLD);
  if (beingRead) return beingRead.id;
  const readOn = boxes.filter(
    (box) => box.heading.top < view.headerOffset && shareWithin(box, view.headerOffset, view.height) >= SECTION_THRESHOLD,
  );
  return readOn[readOn.length - 1]?.id ?? previous ?? boxes[0].id;
}
