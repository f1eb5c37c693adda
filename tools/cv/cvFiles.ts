// The CV files of an edition: the PDF (rendered by @react-pdf/renderer, cached by a hash of what it
// is made from in .cache/cv/) and the JSON Resume. The same content gives the same bytes: the PDF's
// date is the content's (contentDate.ts), never the clock's.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import type { Palette } from '../identity/palette';
import { CACHE_DIR, ROOT } from '../projectPaths';
import { FONT_FILES } from './cvFonts';
import { jsonResume } from './jsonResume';
import { displayFontFiles } from '../fonts/displayFont';

/** What a PDF is made from besides its content, with every file of this folder: when one changes, every CV is rendered anew. */
const CV_SOURCES = join(ROOT, 'tools', 'cv');
const CV_CACHE = join(CACHE_DIR, 'cv');

export interface CvFiles {
  pdf: Buffer;
  json: string;
}

async function cacheKey(parts: unknown): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(parts));
  const display = (await displayFontFiles()).ttf;
  const sources = (await readdir(CV_SOURCES)).sort().map((file) => join(CV_SOURCES, file));
  for (const file of [...sources, ...Object.values(FONT_FILES), display, join(ROOT, 'node_modules/@react-pdf/renderer/package.json')])
    hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 24);
}

/**
 * The CV files of one edition, the PDF created at `createdAt` (contentDate.ts); the PDF from the cache when
 * nothing it is made from has changed.
 */
export async function cvFiles(
  content: SiteContent,
  language: Language,
  /** SITE_URL, or none: the CV files name no address they only assume (CvPart). */
  siteUrl: string | undefined,
  palette: Palette,
  createdAt: Date | undefined,
): Promise<CvFiles> {
  const json = `${JSON.stringify(jsonResume(content, language, siteUrl), null, 2)}\n`;
  const cached = join(CV_CACHE, `${await cacheKey([content, language, siteUrl, palette, createdAt?.toISOString()])}.pdf`);
  const pdf = await readFile(cached).catch(async () => {
    // @react-pdf/renderer loads only when a PDF is rendered: most builds take it from the cache.
    const { renderCvPdf } = await import('./renderPdf');
    const rendered = await renderCvPdf(content, language, siteUrl, palette, createdAt);
    await mkdir(CV_CACHE, { recursive: true });
    await writeFile(cached, rendered);
    return rendered;
  });
  return { pdf, json };
}
