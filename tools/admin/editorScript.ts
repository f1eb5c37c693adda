/**
 * Our copy of Sveltia CMS's script, made to read from the editor's own folder what it asks a CDN for:
 * its faces and its interface text (the package holds both). The page's policy allows nothing else, so
 * a request left to a CDN would fail in the owner's browser; a version that names them otherwise fails
 * the build instead.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../projectPaths';

const PACKAGE = join(ROOT, 'node_modules/@sveltia/cms');
/** Sveltia CMS's browser bundle: one classic script, what its documentation loads from a CDN. */
export const EDITOR_SCRIPT = join(PACKAGE, 'dist/sveltia-cms.js');
/** The interface text, one file per language, as unpkg.com serves it from the same package. */
const LOCALES = join(PACKAGE, 'locales');
/** Where the editor's folder holds them: relative, so that it works under a base path too. */
export const LOCALES_FOLDER = 'locales';

/** The faces the script asks a CDN for, which the package holds too (`npm/assets/<family>-latin-<axis>-<hash>.woff2`). */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/latin-([\w-]+)\.woff2/g;
/** The constant the script names its package on unpkg.com by (`iP=\`https://unpkg.com/@sveltia/cms\``). */
const CDN_PACKAGE = /([\w$]+)=`https:\/\/unpkg\.com\/@sveltia\/cms`/;

/** The script and the files to write beside it, by their path in the editor's folder. */
export interface EditorScript {
  script: string;
  files: Record<string, Buffer>;
}

/** Where a face is in the editor's folder: `fonts/<family>-latin-<axis>.woff2`. */
const fontFile = (url: string) => url.replace(CDN_FONT, 'fonts/$1-latin-$2.woff2');

/** Its faces from `fonts/` (a style's relative address is the page's folder). */
export async function selfHostedFonts(script: string): Promise<EditorScript> {
  const assets = await readdir(join(PACKAGE, 'npm/assets'));
  const files: Record<string, Buffer> = {};
  let local = script;
  for (const [url, family, axis] of script.matchAll(CDN_FONT)) {
    const asset = assets.find((name) => name.startsWith(`${family}-latin-${axis}-`) && name.endsWith('.woff2'));
    if (!asset) throw new Error(`@sveltia/cms: no local file for the face ${url}`);
    files[fontFile(url)] = await readFile(join(PACKAGE, 'npm/assets', asset));
    local = local.replaceAll(url, fontFile(url));
  }
  if (local.includes('cdn.jsdelivr.net')) throw new Error('@sveltia/cms: the script still loads something from cdn.jsdelivr.net');
  return { script: local, files };
}

/**
 * Its interface text from `locales/<language>.json` (a fetch's relative address is the page's folder).
 * The script builds the address as `${package}@${version}/locales`: exactly one such expression is
 * rewritten, and none may be left, or a browser in another language than English would ask unpkg.com,
 * which the policy refuses (and 0.221.1 asks again and again).
 */
export async function selfHostedLocales(script: string): Promise<EditorScript> {
  const cdn = CDN_PACKAGE.exec(script)?.[1]?.replace(/\$/g, '\\$');
  const base = cdn ? new RegExp(`\`\\$\\{${cdn}\\}@\\$\\{[\\w$]+\\}/locales\``, 'g') : null;
  const left = cdn ? new RegExp(`\\$\\{${cdn}\\}[^\`]*/locales|unpkg\\.com[^\`]*/locales`) : null;
  const local = base && script.match(base)?.length === 1 ? script.replace(base, `\`${LOCALES_FOLDER}\``) : script;
  if (local === script || !left || left.test(local))
    throw new Error(
      '@sveltia/cms: the script no longer names its interface text as <package on unpkg.com>@<version>/locales: ' +
        'tools/admin/editorScript.ts must learn where it loads it from, or a browser in another language would ask unpkg.com for it',
    );
  const files: Record<string, Buffer> = {};
  for (const name of await readdir(LOCALES))
    if (name.endsWith('.json')) files[`${LOCALES_FOLDER}/${name}`] = await readFile(join(LOCALES, name));
  return { script: local, files };
}

/** The script as the editor's folder serves it, with its faces and interface text. */
export async function editorScript(source?: string): Promise<EditorScript> {
  const fonts = await selfHostedFonts(source ?? (await readFile(EDITOR_SCRIPT, 'utf8')));
  const locales = await selfHostedLocales(fonts.script);
  return { script: locales.script, files: { ...fonts.files, ...locales.files } };
}
