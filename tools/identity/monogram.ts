// The hero logo: the initials as code (`<AB/>` for Ana Borges) inside a dashed ring, in the colours of one theme.
import { escapeHtml } from '../../src/lib/html';
import type { Outline } from './outline';
import type { Palette } from './palette';
import { fitInCircle, placedPath } from './place';

export const LOGO_SIZE = 360;
const CENTRE = LOGO_SIZE / 2;
const RING_RADIUS = 150;
const RING_WIDTH = 6;
/** Clear space between the glyphs' box and the inner edge of the ring. */
const GLYPH_RADIUS = RING_RADIUS - RING_WIDTH / 2 - 19;
const MAX_GLYPH_HEIGHT = 110;

/** The text a monogram shows for these initials. */
export const monogramText = (initials: string) => `<${initials}/>`;

/** The logo's elements in a 360 x 360 space, for a document of its own or nested in another. */
export function monogramBody(glyphs: Outline, palette: Palette): string {
  const placement = fitInCircle(glyphs.box, CENTRE, CENTRE, GLYPH_RADIUS, MAX_GLYPH_HEIGHT);
  return [
    '<defs><linearGradient id="monogram-ink" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${palette.secondary}"/><stop offset="1" stop-color="${palette.primary}"/>`,
    '</linearGradient></defs>',
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="170" fill="${palette.surface}"/>`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${RING_RADIUS}" fill="none" stroke="url(#monogram-ink)" stroke-width="${RING_WIDTH}" stroke-dasharray="14 10"/>`,
    `<g id="glyphs">${placedPath(glyphs, placement, 'url(#monogram-ink)')}</g>`,
  ].join('');
}

export function monogramSvg(glyphs: Outline, initials: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" width="${LOGO_SIZE}" height="${LOGO_SIZE}"><title>${escapeHtml(initials)}</title>${monogramBody(glyphs, palette)}</svg>\n`;
}
