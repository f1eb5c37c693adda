// The PDF of a CV, rendered by @react-pdf/renderer with the site's faces (tools/cv/cvFiles.ts caches it):
// Inter for the text, the display face for the name and the sections' titles; tagged (taggedPdf.ts).
import { Font } from '@react-pdf/renderer';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import { displayFontFiles, DISPLAY_FONT } from '../fonts/displayFont';
import type { Palette } from '../identity/palette';
import { FONT_FILES } from './cvFonts';
import { CvDocument } from './CvDocument';
import { CV_DISPLAY_FONT, CV_FONT } from './cvStyles';
import { pageFill } from './pageFill';
import { renderTaggedPdf } from './taggedPdf';

Font.register({ family: CV_FONT, fonts: [{ src: FONT_FILES.regular }, { src: FONT_FILES.bold, fontWeight: 700 }] });
// Words are never split: a recruiter searches for whole words.
Font.registerHyphenationCallback((word) => [word]);

/** The densities tried, as designed first: the first that leaves no nearly empty last page is kept. */
const DENSITIES = [1, 0.95, 0.9, 0.85, 0.8];
/** A last page filled less than this (of its height) reads as a mistake: the CV is laid out denser. */
export const MIN_LAST_PAGE_FILL = 0.4;
/** A CV never runs longer than this: a denser layout is kept when it fits and the designed one does not. */
export const MAX_PAGES = 2;

/**
 * The PDF of one edition, in the theme's light palette (paper is white), rendered now: as designed,
 * or denser when that leaves a nearly empty last page (or more than two pages) and a denser one does not.
 */
export async function renderCvPdf(
  content: SiteContent,
  language: Language,
  /** SITE_URL, or none: the CV prints no address it only assumes (CvPart). */
  siteUrl: string | undefined,
  palette: Palette,
  createdAt: Date | undefined,
): Promise<Buffer> {
  Font.register({ family: CV_DISPLAY_FONT, fonts: [{ src: (await displayFontFiles()).ttf, fontWeight: DISPLAY_FONT.weight }] });
  const colors = { accent: palette.primary, text: palette.text, muted: palette.textSecondary };
  const render = (density: number) =>
    renderTaggedPdf(
      <CvDocument content={content} language={language} siteUrl={siteUrl} colors={colors} createdAt={createdAt} density={density} />,
    );
  const balanced = ({ pages, lastPageFill }: { pages: number; lastPageFill: number }) =>
    pages === 1 || (pages <= MAX_PAGES && lastPageFill >= MIN_LAST_PAGE_FILL);
  const designed = await render(DENSITIES[0]);
  if (balanced(await pageFill(designed))) return designed;
  for (const density of DENSITIES.slice(1)) {
    const denser = await render(density);
    if (balanced(await pageFill(denser))) return denser;
  }
  return designed;
}
