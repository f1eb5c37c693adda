import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readThemePalettes, type Palette } from '../../tools/identity/palette';
import { ROOT } from '../../tools/projectPaths';
import { contrast, luminance } from '../support/contrast';

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
  // Code in an article (src/styles/article.css) is coloured on the surface.
  ['success', 'surface'],
  ['secondary', 'surface'],
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
  test('light is orange on warm white; dark is a blue-grey background', () => {
    const { light, dark } = palettes;
    const [r, g, b] = [1, 3, 5].map((index) => parseInt(light.primary.slice(index, index + 2), 16));
    assert.ok(r > g && g > b, 'light primary is not orange');
    assert.ok(luminance(light.background) > 0.9);
    assert.ok(luminance(dark.background) < 0.02);
  });
});
