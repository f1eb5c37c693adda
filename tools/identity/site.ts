// The identity files of this site: drawn from the owner's content in the colours of the theme stylesheet.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Owner } from '../../src/content/types';
import { ROOT } from '../projectPaths';
import { generateIdentity, type GeneratedFile } from './generate';
import { readThemePalettes } from './palette';

export const THEME_STYLESHEET = join(ROOT, 'src', 'styles', 'theme.css');

export async function siteIdentity(owner: Owner, siteUrl: string): Promise<GeneratedFile[]> {
  const colors = readThemePalettes(await readFile(THEME_STYLESHEET, 'utf8'));
  return generateIdentity({ owner, siteUrl, colors });
}

export async function writeGenerated(outdir: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const { path, contents } of files) {
    await mkdir(dirname(join(outdir, path)), { recursive: true });
    await writeFile(join(outdir, path), contents);
  }
}
