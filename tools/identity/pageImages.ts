/**
 * The link preview of a page of its own (a case study): its title on the first line, the owner's name
 * under it, the page's address, beside the owner's monogram; cached in .cache/og/ by what it is drawn
 * from, so a build redraws only what changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Owner } from '../../src/collections/owner';
import { CACHE_DIR, ROOT } from '../projectPaths';
import { identityFonts, ogImage } from './generate';
import type { ThemePalettes } from './palette';

const OG_CACHE = join(CACHE_DIR, 'og');
const SOURCES = ['generate.ts', 'ogImage.ts', 'monogram.ts', 'outline.ts', 'place.ts'].map((file) => join(ROOT, 'tools', 'identity', file));

export interface PagePreview {
  title: string;
  owner: Pick<Owner, 'name' | 'initials'>;
  /** The page's address, shown under the texts. */
  url: string;
  colors: ThemePalettes;
}

/** What every preview is drawn by: read once per build, not once per page. */
let drawingCode: Promise<Buffer[]> | undefined;

export async function pagePreviewImage({ title, owner, url, colors }: PagePreview): Promise<Buffer> {
  const hash = createHash('sha256').update(JSON.stringify([title, owner.name, owner.initials, url, colors.dark]));
  const fonts = await identityFonts();
  drawingCode ??= Promise.all([...SOURCES, fonts.display.file, fonts.text.file].map((file) => readFile(file)));
  for (const code of await drawingCode) hash.update(code);
  const cached = join(OG_CACHE, `${hash.digest('hex').slice(0, 24)}.png`);
  return readFile(cached).catch(async () => {
    const drawn = ogImage({ owner: { name: title, role: owner.name, initials: owner.initials }, siteUrl: url, colors, fonts });
    await mkdir(OG_CACHE, { recursive: true });
    await writeFile(cached, drawn);
    return drawn;
  });
}
