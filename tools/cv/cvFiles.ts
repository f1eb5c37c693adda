// The CV files of an edition: the PDF (rendered by @react-pdf/renderer, cached by a hash of what it
// is made from in .cache/cv/) and the JSON Resume. The same content gives the same bytes: the PDF's
// dates are fixed, never the clock's.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteContent } from '../content/source';
import type { Language } from '../../src/lib/editions';
import type { Palette } from '../identity/palette';
import { CACHE_DIR, ROOT } from '../projectPaths';
import { jsonResume } from './jsonResume';
import { displayFontFiles } from '../fonts/displayFont';

const FONTS_DIR = join(ROOT, 'tools', 'identity', 'fonts');
export const FONT_FILES = { regular: join(FONTS_DIR, 'Inter-Regular.ttf'), bold: join(FONTS_DIR, 'Inter-Bold.ttf') };
/** What a PDF is made from besides its content: when one of these changes, every CV is rendered anew. */
const SOURCES = ['CvDocument.tsx', 'labels.ts', 'jsonResume.ts', 'cvFiles.ts', 'renderPdf.tsx', 'pageFill.ts'].map((file) =>
  join(ROOT, 'tools', 'cv', file),
);
const CV_CACHE = join(CACHE_DIR, 'cv');

export interface CvFiles {
  pdf: Buffer;
  json: string;
}

async function cacheKey(parts: unknown): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(parts));
  const display = (await displayFontFiles()).ttf;
  for (const file of [...SOURCES, ...Object.values(FONT_FILES), display, join(ROOT, 'node_modules/@react-pdf/renderer/package.json')])
    hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 24);
}

/** The CV files of one edition; the PDF from the cache when nothing it is made from has changed. */
export async function cvFiles(content: SiteContent, language: Language, siteUrl: string, palette: Palette): Promise<CvFiles> {
  const json = `${JSON.stringify(jsonResume(content, language, siteUrl), null, 2)}\n`;
  const cached = join(CV_CACHE, `${await cacheKey([content, language, siteUrl, palette])}.pdf`);
  const pdf = await readFile(cached).catch(async () => {
    // @react-pdf/renderer loads only when a PDF is rendered: most builds take it from the cache.
    const { renderCvPdf } = await import('./renderPdf');
    const rendered = await renderCvPdf(content, language, siteUrl, palette);
    await mkdir(CV_CACHE, { recursive: true });
    await writeFile(cached, rendered);
    return rendered;
  });
  return { pdf, json };
}
