import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import {
  generateIdentity,
  IDENTITY_FILES,
  identityFonts,
  type GeneratedFile,
  type IdentityOptions,
} from '../../../tools/identity/generate';
import { readThemePalettes } from '../../../tools/identity/palette';
import { owner as siteOwner } from 'site:content/owner';
import { ROOT } from '../../../tools/projectPaths';
import { owner } from '../../support/secondOwner';
import { readIco } from '../../support/ico';

const colors = readThemePalettes(readFileSync(join(ROOT, 'src/styles/theme.css'), 'utf8'));
const SITE = 'https://julia-nakamura.example.org/';
const fonts = await identityFonts();
const generate = (options: Partial<IdentityOptions> = {}) => generateIdentity({ owner, siteUrl: SITE, colors, fonts, ...options });
const fileOf = (files: GeneratedFile[], path: string) => files.find((file) => file.path === path)!.contents;
const files = generate();

const PNG_SIZES: Record<string, [number, number]> = {
  'icons/icon-16.png': [16, 16],
  'icons/icon-32.png': [32, 32],
  'icons/apple-touch-icon.png': [180, 180],
  'icons/icon-192.png': [192, 192],
  'icons/icon-512.png': [512, 512],
  'icons/icon-maskable-512.png': [512, 512],
  'images/og-image.png': [1200, 630],
};

/** The inked box of the `<g id="glyphs">` of a generated SVG, measured by resvg alone. */
function glyphBox(svg: string) {
  const viewBox = svg.match(/viewBox="([^"]+)"/)![1];
  const glyphs = svg.match(/<g id="glyphs">.*?<\/g>/)![0].replace(/url\(#[\w-]+\)/g, '#000000');
  const box = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${glyphs}</svg>`).getBBox()!;
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}

async function rgbPixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const hex = (offset: number) => `#${[0, 1, 2].map((channel) => data[offset + channel].toString(16).padStart(2, '0')).join('')}`;
  return Array.from({ length: info.width * info.height }, (_, index) => ({
    x: index % info.width,
    y: Math.floor(index / info.width),
    hex: hex(index * 3),
  }));
}

describe('identity files', () => {
  test('the files the page refers to, each once', () => {
    assert.deepEqual(
      files.map((file) => file.path),
      IDENTITY_FILES,
    );
    assert.equal(new Set(IDENTITY_FILES).size, IDENTITY_FILES.length);
  });

  test('PNGs have their sizes; apple-touch, maskable and Open Graph are opaque', async () => {
    for (const [path, [width, height]] of Object.entries(PNG_SIZES)) {
      const metadata = await sharp(fileOf(files, path) as Buffer).metadata();
      assert.deepEqual([metadata.format, metadata.width, metadata.height], ['png', width, height], path);
    }
    for (const path of ['icons/apple-touch-icon.png', 'icons/icon-maskable-512.png', 'images/og-image.png']) {
      assert.ok((await sharp(fileOf(files, path) as Buffer).stats()).isOpaque, `${path} has transparent pixels`);
    }
  });

  test('favicon.ico holds the 16 and 32 px favicons as they are', () => {
    const ico = readIco(fileOf(files, 'favicon.ico') as Buffer);
    assert.deepEqual(
      ico.map(({ size }) => size),
      [16, 32],
    );
    for (const { size, data } of ico) assert.ok(data.equals(fileOf(files, `icons/icon-${size}.png`) as Buffer), `${size} px`);
  });

  test('the SVGs carry the initials of the given owner, in the colours of their theme', () => {
    const light = fileOf(files, 'images/logo-light.svg') as string;
    const dark = fileOf(files, 'images/logo-dark.svg') as string;
    const favicon = fileOf(files, 'favicon.svg') as string;
    for (const svg of [light, dark, favicon]) assert.match(svg, new RegExp(`<title>${owner.initials}</title>`));
    assert.match(light, /width="360" height="360"/);
    assert.ok(light.includes(colors.light.primary) && light.includes(colors.light.surface));
    assert.ok(dark.includes(colors.dark.primary) && dark.includes(colors.dark.surface));
    assert.ok(favicon.includes(colors.dark.background) && favicon.includes(colors.dark.primary));
    for (const svg of [light, dark, favicon]) assert.doesNotMatch(svg, new RegExp(`${siteOwner.initials}|<text`));
  });

  test('the logo glyphs stay inside the ring whatever the initials, and centred', () => {
    for (const initials of ['JN', 'W', 'MWM', 'ÇÃO', 'gj']) {
      const files = generate({ owner: { ...owner, initials } });
      const box = glyphBox(fileOf(files, 'images/logo-dark.svg') as string);
      const corners = [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x, box.y + box.height],
        [box.x + box.width, box.y + box.height],
      ];
      // The ring is drawn at r = 150 with a 6 px stroke: its inner edge is at 147.
      for (const [x, y] of corners) assert.ok(Math.hypot(x - 180, y - 180) < 147, `${initials}: corner ${x},${y} reaches the ring`);
      assert.ok(Math.abs(box.x + box.width / 2 - 180) < 1 && Math.abs(box.y + box.height / 2 - 180) < 1, `${initials}: not centred`);
      assert.ok(box.width > 150, `${initials}: the glyphs are ${box.width} px wide, too small`);
    }
  });

  test('maskable icon: nothing but background outside the safe zone (a circle of 40 % of the width)', async () => {
    const icon = fileOf(generate({ owner: { ...owner, initials: 'MWM' } }), 'icons/icon-maskable-512.png') as Buffer;
    const pixels = await rgbPixels(icon);
    const strays = pixels.filter(({ x, y, hex }) => Math.hypot(x + 0.5 - 256, y + 0.5 - 256) > 0.4 * 512 && hex !== colors.dark.background);
    assert.deepEqual(strays.slice(0, 3), []);
  });

  test('Open Graph image: a long name and role shrink instead of running into the monogram', async () => {
    const long = {
      ...owner,
      name: 'Maria Eduarda dos Santos Albuquerque Cavalcanti',
      role: 'engenheira de software e especialista em acessibilidade digital',
    };
    const pixels = await rgbPixels(fileOf(generate({ owner: long }), 'images/og-image.png') as Buffer);
    // Between the text column (ending at x = 760) and the monogram's disc (from x = 789), above the bottom bar.
    const strays = pixels.filter(({ x, y, hex }) => x >= 762 && x < 786 && y < 610 && hex !== colors.dark.background);
    assert.deepEqual(strays.slice(0, 3), []);
    const inked = pixels.filter(({ x, y, hex }) => x < 760 && y > 200 && y < 300 && hex !== colors.dark.background);
    assert.ok(inked.length > 1000, 'the name is not drawn');
  });

  test('another owner, site address or palette gives other images; the same input the same bytes', () => {
    const again = generate();
    for (const path of IDENTITY_FILES) assert.deepEqual(fileOf(again, path), fileOf(files, path), `${path} is not reproducible`);
    const other = generate({ owner: siteOwner, siteUrl: 'https://gabriel.example.com' });
    for (const path of IDENTITY_FILES)
      assert.notDeepEqual(fileOf(other, path), fileOf(files, path), `${path} does not change with the owner`);
    const moved = generate({ siteUrl: 'https://outro-endereco.example.org' });
    assert.notDeepEqual(fileOf(moved, 'images/og-image.png'), fileOf(files, 'images/og-image.png'));
    const recoloured = generate({ colors: { ...colors, dark: { ...colors.dark, background: '#000000' } } });
    assert.match(fileOf(recoloured, 'favicon.svg') as string, /fill="#000000"/);
  });
});
