// The theme's colours, read from src/styles/theme.css: the stylesheet stays their only source.
export const PALETTE_COLOURS = [
  'primary',
  'secondary',
  'accent',
  'background',
  'surface',
  'text',
  'textSecondary',
  'border',
  'error',
  'success',
  'warning',
  'on-primary',
] as const;

export type Palette = Record<(typeof PALETTE_COLOURS)[number], string>;

export interface ThemePalettes {
  light: Palette;
  dark: Palette;
}

const RULE = /([^{}]+)\{([^}]*)\}/g;
const COLOUR = /--color-([\w-]+)\s*:\s*(#[0-9a-f]{6})\b/gi;

function paletteOf(css: string, selector: string): Palette {
  const colours: Record<string, string> = {};
  for (const [, selectors, body] of css.matchAll(RULE)) {
    if (!selectors.split(',').some((part) => part.trim() === selector)) continue;
    for (const [, name, value] of body.matchAll(COLOUR)) colours[name] = value.toLowerCase();
  }
  const missing = PALETTE_COLOURS.filter((name) => !colours[name]);
  if (missing.length > 0) {
    throw new Error(`theme.css: ${selector} lacks ${missing.map((name) => `--color-${name}`).join(', ')} (as #rrggbb)`);
  }
  return Object.fromEntries(PALETTE_COLOURS.map((name) => [name, colours[name]])) as Palette;
}

/** Both palettes of the theme stylesheet, each colour as #rrggbb. */
export function readThemePalettes(css: string): ThemePalettes {
  return { light: paletteOf(css, ':root.light'), dark: paletteOf(css, ':root.dark') };
}
