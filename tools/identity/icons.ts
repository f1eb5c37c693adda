// Favicon and app icons: the initials on the dark theme's background, one drawing for every size.
import { escapeHtml } from '../../src/lib/html';
import type { Outline } from './outline';
import type { Palette } from './palette';
import { fitInCircle, placedPath } from './place';

/** rounded: favicon and 'any' icons; square: apple-touch (iOS rounds it); maskable: glyphs in the safe zone. */
export type IconShape = 'rounded' | 'square' | 'maskable';

const SIZE = 64;
const CENTRE = SIZE / 2;
// Launchers crop maskable icons to a circle of 80 % of the width: the glyphs keep well inside it.
const GLYPH_RADIUS: Record<IconShape, number> = { rounded: 26, square: 26, maskable: 19 };
const MAX_GLYPH_HEIGHT = 32;

/** `favicon`: linked by every page as its icon, and held by /favicon.ico. */
export const PNG_ICONS: { path: string; size: number; shape: IconShape; favicon?: true }[] = [
  { path: 'icons/icon-16.png', size: 16, shape: 'rounded', favicon: true },
  { path: 'icons/icon-32.png', size: 32, shape: 'rounded', favicon: true },
  { path: 'icons/apple-touch-icon.png', size: 180, shape: 'square' },
  { path: 'icons/icon-192.png', size: 192, shape: 'rounded' },
  { path: 'icons/icon-512.png', size: 512, shape: 'rounded' },
  { path: 'icons/icon-maskable-512.png', size: 512, shape: 'maskable' },
];

export function iconSvg(glyphs: Outline, initials: string, palette: Palette, shape: IconShape): string {
  const corner = shape === 'rounded' ? ' rx="14"' : '';
  const placement = fitInCircle(glyphs.box, CENTRE, CENTRE, GLYPH_RADIUS[shape], MAX_GLYPH_HEIGHT);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    `<title>${escapeHtml(initials)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}"${corner} fill="${palette.background}"/>`,
    `<g id="glyphs">${placedPath(glyphs, placement, palette.primary)}</g>`,
    '</svg>\n',
  ].join('');
}
