// The stylesheets name their breakpoint `@media (--mobile)` or `@media (--desktop)` (CSS custom media,
// which browsers do not support yet); the bundle gets the width from src/lib/media.ts, so the page's
// CSS and its script share one number.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { CUSTOM_MEDIA } from '../../src/lib/media';

/** `@media (--mobile)` -> `@media (max-width: 768px)`; an unknown name is an error. */
export function withCustomMedia(css: string): string {
  return css.replace(/@media[^{;]+/g, (rule) =>
    rule.replace(/\(--([a-z]+)\)/g, (written, name: string) => {
      const query = CUSTOM_MEDIA[name];
      if (!query)
        throw new Error(
          `unknown custom media ${written}; known: ${Object.keys(CUSTOM_MEDIA)
            .map((known) => `(--${known})`)
            .join(', ')}`,
        );
      return query;
    }),
  );
}

export const customMedia: Plugin = {
  name: 'custom-media',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path }) => ({ contents: withCustomMedia(await readFile(path, 'utf8')), loader: 'css' }));
  },
};
