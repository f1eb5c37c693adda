// The web app manifest, from the content the build is given: the app is the site's base path and everything under it.
import type { Owner } from '../../src/collections/owner';
import { sitePath } from '../../src/lib/sitePath';
import { DEFAULT_THEME } from '../../src/lib/theme';
import type { ThemePalettes } from '../identity/palette';

export function webManifest(owner: Owner, description: string, basePath: string, palettes: ThemePalettes) {
  const icon = (path: string) => sitePath(path, basePath);
  const background = palettes[DEFAULT_THEME].background;
  return {
    name: `${owner.name} | ${owner.role}`,
    short_name: owner.firstName,
    description,
    lang: 'pt-BR',
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons: [
      { src: icon('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: icon('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: icon('/icons/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: icon('/favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
