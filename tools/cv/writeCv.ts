// The CV files of an edition into a built site, at the addresses src/lib/cv.ts names.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteContent } from '../content/source';
import type { AppConfig } from '../../src/lib/appConfig';
import { cvFileName, cvPaths, cvSizeLabel } from '../../src/lib/cv';
import { sitePath } from '../../src/lib/sitePath';
import type { Language } from '../../src/lib/editions';
import type { Palette } from '../identity/palette';
import { contentDate } from './contentDate';
import { cvFiles, type CvFiles } from './cvFiles';

/** What the page's link to the PDF shows (`config.cv`); without its size while it is not known. */
export function cvLink(ownerName: string, language: Language, basePath: string, bytes?: number): AppConfig['cv'] {
  return {
    href: sitePath(cvPaths(language).pdf, basePath),
    fileName: cvFileName(ownerName, language),
    size: bytes ? cvSizeLabel(bytes) : '',
  };
}

export async function writeCv(
  outdir: string,
  content: SiteContent,
  language: Language,
  /** SITE_URL, or none: the CV files name no address they only assume (CvPart). */
  siteUrl: string | undefined,
  palette: Palette,
  /** The content's folder: the PDF's creation date is its last change's. */
  contentDir: string,
): Promise<CvFiles> {
  const files = await cvFiles(content, language, siteUrl, palette, await contentDate(contentDir));
  const paths = cvPaths(language);
  await mkdir(dirname(join(outdir, paths.pdf)), { recursive: true });
  await writeFile(join(outdir, paths.pdf), files.pdf);
  await writeFile(join(outdir, paths.json), files.json);
  return files;
}
