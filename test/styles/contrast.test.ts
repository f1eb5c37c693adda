import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readThemePalettes, type Palette } from '../../tools/identity/palette';
import { ROOT } from '../../tools/projectPaths';
import { contrast, luminance } from '../support/contrast';
import { demoPalettes } from '../support/demo';

const palettes = readThemePalettes(readFileSync(join(ROOT, 'src/styles/theme.css'), 'utf8'));

// Every text/background pair the stylesheets use.
const PAIRS: [text: keyof Palette, background: keyof Palette][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textSecondary', 'background'],
  ['textSecondary', 'surface'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['on-primary', 'primary'],
  ['error', 'background'],
  ['error', 'surface'],
  ['success', 'background'],
  ['warning', 'background'],
  ['warning', 'surface'],
  // Code in an article (src/styles/articleCode.css) is coloured on the surface.
  ['success', 'surface'],
  ['secondary', 'surface'],
  // A disabled button (src/styles/buttons.css).
  ['textSecondary', 'border'],
];

describe('theme palettes', () => {
  // readThemePalettes fails on a palette that lacks any of its colours.
  for (const name of ['dark', 'light'] as const) {
    const colours = palettes[name];
    for (const [text, background] of PAIRS) {
      test(`${name}: ${text} on ${background} meets WCAG AA (4.5:1)`, () => {
        const ratio = contrast(colours[text], colours[background]);
        assert.ok(ratio >= 4.5, `${colours[text]} on ${colours[background]} is ${ratio.toFixed(2)}:1`);
      });
    }
  }
  // The specification's colours, on the demo's palettes (the owner may pick any brand that passes the rest).
  test('the demo: light is orange on warm white; dark is a blue-grey background', () => {
    const { light, dark } = demoPalettes();
    const [r, g, b] = [1, 3, 5].map((index) => parseInt(light.primary.slice(index, index + 2), 16));
    assert.ok(r > g && g > b, 'light primary is not orange');
    assert.ok(luminance(light.background) > 0.9);
    assert.ok(luminance(dark.background) < 0.02);
  });

  test('one hue for the brand: the primary, accent and secondary of the two themes within 20 degrees of each other', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const delta = max - Math.min(r, g, b);
      const degrees = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
      return (degrees * 60 + 360) % 360;
    };
    const distance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
    const brand = (['light', 'dark'] as const).flatMap((theme) =>
      (['primary', 'accent', 'secondary'] as const).map((role) => ({ name: `${theme} ${role}`, colour: palettes[theme][role] })),
    );
    for (const [index, a] of brand.entries()) {
      for (const b of brand.slice(index + 1)) {
        const apart = distance(hue(a.colour), hue(b.colour));
        assert.ok(apart <= 20, `${a.name} ${a.colour} and ${b.name} ${b.colour} are ${apart.toFixed(0)} degrees apart`);
      }
    }
  });
});
