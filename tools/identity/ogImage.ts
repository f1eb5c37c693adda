// The 1200 x 630 picture that link previews show: name, role and site address beside the monogram.
import type { Outline } from './outline';
import type { Palette } from './palette';
import { fitOnLine, placedPath } from './place';
import { LOGO_SIZE, monogramBody } from './monogram';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = 680;

export interface OgTexts {
  name: Outline;
  role: Outline;
  site: Outline;
  monogram: Outline;
}

/** 'https://www.example.com/portfolio/' is shown as 'www.example.com/portfolio'. */
export function siteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host}${url.pathname}`.replace(/\/$/, '');
}

export function ogImageSvg(texts: OgTexts, palette: Palette): string {
  const line = (outline: Outline, baseline: number, fontSize: number, fill: string) =>
    placedPath(outline, fitOnLine(outline.box, MARGIN, baseline, fontSize, TEXT_WIDTH), fill);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" width="${OG_WIDTH}" height="${OG_HEIGHT}">`,
    '<defs><linearGradient id="og-bar" x1="0" y1="0" x2="1" y2="0">',
    `<stop offset="0" stop-color="${palette.secondary}"/><stop offset="1" stop-color="${palette.primary}"/>`,
    '</linearGradient></defs>',
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${palette.background}"/>`,
    `<rect y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="url(#og-bar)"/>`,
    line(texts.name, 292, 84, palette.text),
    line(texts.role, 372, 44, palette.primary),
    line(texts.site, 528, 30, palette.textSecondary),
    `<svg x="${OG_WIDTH - MARGIN - 340}" y="${(OG_HEIGHT - 340) / 2}" width="340" height="340" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">`,
    monogramBody(texts.monogram, palette),
    '</svg>',
    '</svg>\n',
  ].join('');
}
