// Everything that shows who owns the site, drawn at build time from the owner's content and the theme.
import { Resvg } from '@resvg/resvg-js';
import type { Owner } from '../../src/content/types';
import { iconSvg, PNG_ICONS } from './icons';
import { monogramSvg, monogramText } from './monogram';
import { ogImageSvg, siteAddress } from './ogImage';
import { DEFAULT_FONT_FILE, outlineText } from './outline';
import type { ThemePalettes } from './palette';

export interface IdentityOptions {
  owner: Pick<Owner, 'name' | 'initials' | 'role'>;
  /** The public address, shown on the Open Graph image. */
  siteUrl: string;
  colors: ThemePalettes;
  fontFile?: string;
}

export interface GeneratedFile {
  /** Relative to the site's root: 'icons/icon-32.png' is served at /icons/icon-32.png. */
  path: string;
  contents: Buffer | string;
}

/** The files generateIdentity() writes, which the page, the document head and the manifest refer to. */
export const IDENTITY_FILES = ['images/logo-light.svg', 'images/logo-dark.svg', 'favicon.svg', ...PNG_ICONS.map((icon) => icon.path), 'images/og-image.png'];

function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}

export function generateIdentity({ owner, siteUrl, colors, fontFile = DEFAULT_FONT_FILE }: IdentityOptions): GeneratedFile[] {
  const initials = outlineText(owner.initials, fontFile);
  const monogram = outlineText(monogramText(owner.initials), fontFile);
  const og = {
    name: outlineText(owner.name, fontFile),
    role: outlineText(owner.role, fontFile),
    site: outlineText(siteAddress(siteUrl), fontFile),
    monogram,
  };
  return [
    { path: 'images/logo-light.svg', contents: monogramSvg(monogram, owner.initials, colors.light) },
    { path: 'images/logo-dark.svg', contents: monogramSvg(monogram, owner.initials, colors.dark) },
    { path: 'favicon.svg', contents: iconSvg(initials, owner.initials, colors.dark, 'rounded') },
    ...PNG_ICONS.map(({ path, size, shape }) => ({ path, contents: toPng(iconSvg(initials, owner.initials, colors.dark, shape), size) })),
    { path: 'images/og-image.png', contents: toPng(ogImageSvg(og, colors.dark), 1200) },
  ];
}
