/**
 * Writes the content editor into the built site: `admin/index.html`, `admin/config.yml` (made from the
 * content's schemas, ./editorConfig.ts) and our copy of Sveltia CMS's script, named by its hash so a
 * new version is never read from a cache. Nothing of it reaches another page, the sitemap, the search
 * index or the feeds: those are made from the content's pages only.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { TranslatedContent } from '../../src/collections/index';
import { factsSchema as caseStudyFacts, translationSchema as caseStudyTranslation } from '../content/caseStudies';
import { factsSchema as noteFacts } from '../content/notes';
import { ROOT } from '../projectPaths';
import { adminPage, ADMIN_PATH } from './adminPage';
import { editorConfig, type EditorSettings } from './editorConfig';

/** Sveltia CMS's browser bundle: one classic script, what its documentation loads from a CDN. */
export const EDITOR_SCRIPT = join(ROOT, 'node_modules/@sveltia/cms/dist/sveltia-cms.js');

const PACKAGE = join(ROOT, 'node_modules/@sveltia/cms');
/** The faces the script asks a CDN for, which the package holds too (`npm/assets/<family>-latin-<axis>-<hash>.woff2`). */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/latin-([\w-]+)\.woff2/g;

/**
 * The script with its faces read from the editor's folder instead of a CDN (a style's relative address
 * is the page's folder), and the files to write there. A version that names its faces otherwise fails
 * the build rather than load them from elsewhere.
 */
async function selfHostedFonts(script: string): Promise<{ script: string; fonts: Record<string, Buffer> }> {
  const assets = await readdir(join(PACKAGE, 'npm/assets'));
  const fonts: Record<string, Buffer> = {};
  for (const [url, family, axis] of script.matchAll(CDN_FONT)) {
    const asset = assets.find((name) => name.startsWith(`${family}-latin-${axis}-`) && name.endsWith('.woff2'));
    if (!asset) throw new Error(`@sveltia/cms: no local file for the face ${url}`);
    fonts[url] = await readFile(join(PACKAGE, 'npm/assets', asset));
  }
  let local = script;
  for (const url of Object.keys(fonts)) local = local.replaceAll(url, fontFile(url));
  if (local.includes('cdn.jsdelivr.net')) throw new Error('@sveltia/cms: the script still loads something from cdn.jsdelivr.net');
  return { script: local, fonts };
}

/** Where a face is in the editor's folder: `fonts/<family>-latin-<axis>.woff2`. */
const fontFile = (url: string) => url.replace(CDN_FONT, 'fonts/$1-latin-$2.woff2');

/** The folder of the editor in a built site (`dist/admin/`). */
export const adminFolder = (outdir: string) => join(outdir, ADMIN_PATH);

export async function writeAdmin(outdir: string, settings: EditorSettings, content: TranslatedContent | null): Promise<void> {
  const { script, fonts } = await selfHostedFonts(await readFile(EDITOR_SCRIPT, 'utf8'));
  const scriptName = `sveltia-cms-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  // The time zone changes how a note's date is read, not which fields a note has.
  const config = editorConfig(settings, content, {
    caseStudy: caseStudyFacts,
    caseStudyTranslation,
    note: noteFacts('UTC'),
  });
  const folder = adminFolder(outdir);
  await mkdir(join(folder, 'fonts'), { recursive: true });
  await writeFile(join(folder, scriptName), script);
  for (const [url, file] of Object.entries(fonts)) await writeFile(join(folder, fontFile(url)), file);
  await writeFile(join(folder, 'index.html'), adminPage(scriptName));
  await writeFile(
    join(folder, 'config.yml'),
    `# Made by npm run build from the content's schemas (tools/admin/): edit those.\n${stringify(config)}`,
  );
}
