// The PDF of a CV, rendered by @react-pdf/renderer with the site's font (tools/cv/cvFiles.ts caches it).
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import type { Palette } from '../identity/palette';
import { FONT_FILES } from './cvFiles';
import { CV_FONT, CvDocument } from './CvDocument';

Font.register({ family: CV_FONT, fonts: [{ src: FONT_FILES.regular }, { src: FONT_FILES.bold, fontWeight: 700 }] });
// Words are never split: a recruiter searches for whole words.
Font.registerHyphenationCallback((word) => [word]);

/** The PDF of one edition, in the theme's light palette (paper is white), rendered now. */
export function renderCvPdf(content: SiteContent, language: Language, siteUrl: string, palette: Palette): Promise<Buffer> {
  const colors = { accent: palette.primary, text: palette.text, muted: palette.textSecondary };
  return renderToBuffer(<CvDocument content={content} language={language} siteUrl={siteUrl} colors={colors} />);
}
