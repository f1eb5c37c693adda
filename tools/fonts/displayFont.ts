/**
 * The display face: Fraunces SemiBold (SIL Open Font License 1.1), the headings' voice on the site, in
 * the CV and in the link previews, so that the three read as one brand. Its source is the Latin file of
 * `@fontsource/fraunces`; the build subsets it with harfbuzz (`subset-font`) to the characters both
 * editions write, into a WOFF2 for the page and a TrueType file for the CV and the pictures, cached in
 * .cache/fonts/ by what they are made from.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { CACHE_DIR } from '../projectPaths';

const require = createRequire(import.meta.url);

export const DISPLAY_FONT = {
  family: 'Fraunces',
  weight: 600,
  source: require.resolve('@fontsource/fraunces/files/fraunces-latin-600-normal.woff2'),
} as const;

const ASCII = String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index));

/**
 * What headings in Portuguese and English are written with (and the accented letters of their
 * neighbours): ASCII, the letters with accents, cedilla and tilde, and the signs and typographic
 * punctuation a title uses. A rarer letter in an owner's text is drawn by the fallback face, letter by letter.
 */
export const DISPLAY_CHARACTERS = `${ASCII}\u00a0ÀÁÂÃÄÇÈÉÊËÍÎÏÑÓÔÕÖÚÛÜàáâãäçèéêëíîïñóôõöúûüÿ«»°·©ªº¡¿–—‘’‚“”„…•€™`;

export interface DisplayFontFiles {
  /** For the page: `@font-face` in the stylesheet, preloaded. */
  woff2: string;
  /** For the CV (react-pdf) and the pictures (resvg), which read TrueType. */
  ttf: string;
}

let made: Promise<DisplayFontFiles> | undefined;

/** The subset files, made once per build (and once per content of the source, across builds). */
export function displayFontFiles(): Promise<DisplayFontFiles> {
  made ??= (async () => {
    const source = await readFile(DISPLAY_FONT.source);
    const version = JSON.parse(await readFile(require.resolve('subset-font/package.json'), 'utf8')) as { version: string };
    const key = createHash('sha256').update(source).update(DISPLAY_CHARACTERS).update(version.version).digest('hex').slice(0, 16);
    // One folder per source: the files keep the plain name the page's asset is named after.
    const dir = join(CACHE_DIR, 'fonts', key);
    const files = { woff2: join(dir, 'display.woff2'), ttf: join(dir, 'display.ttf') };
    const cached = await Promise.all(
      Object.values(files).map((file) =>
        readFile(file).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (cached.every(Boolean)) return files;
    await mkdir(dir, { recursive: true });
    for (const [format, file] of [
      ['woff2', files.woff2],
      ['truetype', files.ttf],
    ] as const) {
      // Written aside, then renamed: builds side by side never read half a file.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, await subsetFont(source, DISPLAY_CHARACTERS, { targetFormat: format }));
      await rename(partial, file);
    }
    return files;
  })();
  return made;
}
