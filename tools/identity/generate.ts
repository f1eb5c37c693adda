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
export const IDENTITY_FILES = [
  'images/logo-light.svg',
  'images/logo-dark.svg',
  'favicon.svg',
  ...PNG_ICONS.map((icon) => icon.path),
  'images/og-image.png',
];

function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}

/** The Open Graph picture: name, role (in the owner's words of one edition) and address beside the monogram. */
export function ogImage({ owner, siteUrl, colors, fontFile = DEFAULT_FONT_FILE }: IdentityOptions): Buffer {
  const og = {
    name: outlineText(owner.name, fontFile),
    role: outlineText(owner.role, fontFile),
    site: outlineText(siteAddress(siteUrl), fontFile),
    monogram: outlineText(monogramText(owner.initials), fontFile),
  };
  return toPng(ogImageSvg(og, colors.dark), 1200);
}

export function generateIdentity(options: IdentityOptions): GeneratedFile[] {
  const { owner, colors, fontFile = DEFAULT_FONT_FILE } = options;
  const initials = outlineText(owner.initials, fontFile);
  const monogram = outlineText(monogramText(owner.initials), fontFile);
  return [
    { path: 'images/logo-light.svg', contents: monogramSvg(monogram, owner.initials, colors.light) },
    { path: 'images/logo-dark.svg', contents: monogramSvg(monogram, owner.initials, colors.dark) },
    { path: 'favicon.svg', contents: iconSvg(initials, owner.initials, colors.dark, 'rounded') },
    ...PNG_ICONS.map(({ path, size, shape }) => ({ path, contents: toPng(iconSvg(initials, owner.initials, colors.dark, shape), size) })),
    { path: 'images/og-image.png', contents: ogImage(options) },
  ];
}
