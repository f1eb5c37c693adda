import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { PALETTE_COLOURS, readThemePalettes } from '../../../tools/identity/palette';
import { ROOT } from '../../../tools/projectPaths';

const fullBlock = (selector: string, colour: string) =>
  `${selector} {\n${PALETTE_COLOURS.map((name) => `  --color-${name}: ${colour};`).join('\n')}\n  --shadow: 0 0 1px #000000;\n}\n`;

describe('theme palettes from theme.css', () => {
  test('both palettes of the stylesheet, every colour as #rrggbb', () => {
    const palettes = readThemePalettes(readFileSync(join(ROOT, 'src/styles/theme.css'), 'utf8'));
    for (const palette of [palettes.light, palettes.dark]) {
      assert.deepEqual(Object.keys(palette), [...PALETTE_COLOURS]);
      for (const value of Object.values(palette)) assert.match(value, /^#[0-9a-f]{6}$/);
    }
    assert.notDeepEqual(palettes.light, palettes.dark);
  });

  test('a rule with several selectors counts for each; other rules are ignored; case is normalised', () => {
    const css = `:root,\n${fullBlock(':root.dark', '#ABCDEF')}${fullBlock(':root.light', '#123456')}.card { --color-primary: #000000; }`;
    const palettes = readThemePalettes(css);
    assert.equal(palettes.dark.primary, '#abcdef');
    assert.equal(palettes.light.primary, '#123456');
  });

  test('a missing colour is named', () => {
    const css = fullBlock(':root.dark', '#111111') + fullBlock(':root.light', '#222222').replace('--color-accent: #222222;', '');
    assert.throws(() => readThemePalettes(css), /:root\.light lacks --color-accent/);
  });
});
