// The dev server's CV files: made at the first request for one, since a PDF takes seconds to render
// and most starts never need it.
import type { SiteContent } from '../content/source';
import { cvPaths } from '../../src/lib/cv';
import { LANGUAGES, type Language } from '../../src/lib/editions';
import { contentDate } from '../cv/contentDate';
import { cvFiles } from '../cv/cvFiles';
import { themeColors } from '../identity/site';

/** Every address a CV file of any edition may have. */
export const CV_PATHS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((language) => Object.values(cvPaths(language))));

export type CvFiles = () => Promise<ReadonlyMap<string, string | Buffer>>;

/** Each edition's CV files by address, made once, at the first call; dated by the last change of `contentDir`. */
export function cvsOnDemand(
  editions: readonly (readonly [Language, SiteContent, ...unknown[]])[],
  siteUrl: string,
  contentDir: string,
): CvFiles {
  let made: Promise<ReadonlyMap<string, string | Buffer>> | undefined;
  const make = async () => {
    const files = new Map<string, string | Buffer>();
    const paper = (await themeColors()).light;
    const createdAt = await contentDate(contentDir);
    for (const [language, edition] of editions) {
      const cv = await cvFiles(edition, language, siteUrl, paper, createdAt);
      files.set(cvPaths(language).pdf, cv.pdf).set(cvPaths(language).json, cv.json);
    }
    return files;
  };
  return () => (made ??= make());
}
