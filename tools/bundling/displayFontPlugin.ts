// `@import 'display-font.css'` in the stylesheet: the display face's CSS (tools/fonts/fontFaces.ts), its
// subset file bundled beside the stylesheet like any other asset (hashed name, `file` loader).
import type { Plugin } from 'esbuild';
import { basename, dirname } from 'node:path';
import { displayFontFiles } from '../fonts/displayFont';
import { displayFontCss } from '../fonts/fontFaces';

export const DISPLAY_FONT_IMPORT = 'display-font.css';

export const displayFontPlugin: Plugin = {
  name: 'display-font',
  setup(build) {
    build.onResolve({ filter: /^display-font\.css$/ }, () => ({ path: DISPLAY_FONT_IMPORT, namespace: 'display-font' }));
    build.onLoad({ filter: /.*/, namespace: 'display-font' }, async () => {
      const { woff2, ttf } = await displayFontFiles();
      return { contents: await displayFontCss(`./${basename(woff2)}`, ttf), loader: 'css', resolveDir: dirname(woff2) };
    });
  },
};
