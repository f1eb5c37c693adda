// The identity files of this site: drawn from the owner's content in the colours of the theme stylesheet.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Owner } from '../../src/collections/owner';
import { ROOT } from '../projectPaths';
import type { Language } from '../../src/lib/editions';
import { ogImagePath } from '../rendering/siteUrls';
import { generateIdentity, identityFonts, ogImage, type GeneratedFile } from './generate';
import { readThemePalettes } from './palette';

export const THEME_STYLESHEET = join(ROOT, 'src', 'styles', 'theme.css');

export const themeColors = async () => readThemePalettes(await readFile(THEME_STYLESHEET, 'utf8'));

export async function siteIdentity(owner: Owner, siteUrl: string): Promise<GeneratedFile[]> {
  return generateIdentity({ owner, siteUrl, colors: await themeColors(), fonts: await identityFonts() });
}

/** Another edition's Open Graph image: the owner's role in that edition's language. */
export async function editionOgImage(owner: Owner, siteUrl: string, language: Language): Promise<GeneratedFile> {
  return {
    path: ogImagePath(language).slice(1),
    contents: ogImage({ owner, siteUrl, colors: await themeColors(), fonts: await identityFonts() }),
  };
}

export async function writeGenerated(outdir: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const { path, contents } of files) {
    await mkdir(dirname(join(outdir, path)), { recursive: true });
    await writeFile(join(outdir, path), contents);
  }
}
