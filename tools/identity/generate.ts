// Everything that shows who owns the site, drawn at build time from the owner's content and the theme.
import { Resvg } from '@resvg/resvg-js';
import type { Owner } from '../../src/collections/owner';
import { icoOf } from './ico';
import { iconSvg, PNG_ICONS } from './icons';
import { monogramSvg, monogramText } from './monogram';
import { ogImageSvg, siteAddress } from './ogImage';
import { outlineText, TEXT_FONT, type OutlineFont } from './outline';
import { fromFile } from '@capsizecss/unpack/fs';
import { displayFontFiles } from '../fonts/displayFont';
import type { ThemePalettes } from './palette';

export interface IdentityOptions {
  owner: Pick<Owner, 'name' | 'initials' | 'role'>;
  /** The public address, shown on the Open Graph image. */
  siteUrl: string;
  colors: ThemePalettes;
  /** The display face (the name, the monogram) and the texts' (the role, the address). */
  fonts: IdentityFonts;
}

export interface IdentityFonts {
  display: OutlineFont;
  text: OutlineFont;
}

/** The faces the site is set in: the display face made by the build (tools/fonts/), and Inter for texts. */
export async function identityFonts(): Promise<IdentityFonts> {
  const { ttf } = await displayFontFiles();
  // The family its file declares ('Fraunces SemiBold'): resvg finds a face by it.
  return { display: { file: ttf, family: (await fromFile(ttf)).familyName }, text: TEXT_FONT };
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
  'favicon.ico',
  ...PNG_ICONS.map((icon) => icon.path),
  'images/og-image.png',
];

function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng();
}

/** The Open Graph picture: name, role (in the owner's words of one edition) and address beside the monogram. */
export function ogImage({ owner, siteUrl, colors, fonts }: IdentityOptions): Buffer {
  const og = {
    name: outlineText(owner.name, fonts.display),
    role: outlineText(owner.role, fonts.text),
    site: outlineText(siteAddress(siteUrl), fonts.text),
    monogram: outlineText(monogramText(owner.initials), fonts.display),
  };
  return toPng(ogImageSvg(og, colors.dark), 1200);
}

export function generateIdentity(options: IdentityOptions): GeneratedFile[] {
  const { owner, colors, fonts } = options;
  const initials = outlineText(owner.initials, fonts.display);
  const monogram = outlineText(monogramText(owner.initials), fonts.display);
  const pngIcons = PNG_ICONS.map(({ path, size, shape, favicon }) => ({
    path,
    size,
    favicon,
    png: toPng(iconSvg(initials, owner.initials, colors.dark, shape), size),
  }));
  return [
    { path: 'images/logo-light.svg', contents: monogramSvg(monogram, owner.initials, colors.light) },
    { path: 'images/logo-dark.svg', contents: monogramSvg(monogram, owner.initials, colors.dark) },
    { path: 'favicon.svg', contents: iconSvg(initials, owner.initials, colors.dark, 'rounded') },
    { path: 'favicon.ico', contents: icoOf(pngIcons.filter(({ favicon }) => favicon)) },
    ...pngIcons.map(({ path, png }) => ({ path, contents: png })),
    { path: 'images/og-image.png', contents: ogImage(options) },
  ];
}
