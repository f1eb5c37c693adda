/**
 * Writes the content editor into the built site: `admin/index.html`, `admin/config.yml` (made from the
 * content's schemas, ./editorConfig.ts) and our copy of Sveltia CMS's script, named by its hash so a
 * new version is never read from a cache, with the faces and interface text it reads from its folder
 * (./editorScript.ts). Nothing of it reaches another page, the sitemap, the search index or the feeds:
 * those are made from the content's pages only.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { loadCollections } from '../content/collections';
import { factsSchema as caseStudyFacts } from '../content/caseStudies';
import { factsSchema as noteFacts } from '../content/notes';
import { adminPage, ADMIN_PATH } from './adminPage';
import { editorConfig } from './editorConfig';
import { editorScript } from './editorScript';
import type { EditorSettings } from './editorSite';

/** The folder of the editor in a built site (`dist/admin/`). */
export const adminFolder = (outdir: string) => join(outdir, ADMIN_PATH);

export async function writeAdmin(outdir: string, settings: EditorSettings, withEnglish: boolean): Promise<void> {
  const { script, files } = await editorScript();
  const scriptName = `sveltia-cms-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  // The time zone changes how a note's date is read, not which fields a note has.
  const config = editorConfig(settings, withEnglish, { caseStudy: caseStudyFacts, note: noteFacts('UTC') }, await loadCollections());
  const folder = adminFolder(outdir);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, scriptName), script);
  for (const [path, file] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), file);
  }
  await writeFile(join(folder, 'index.html'), adminPage(scriptName, settings.title));
  await writeFile(
    join(folder, 'config.yml'),
    `# Made by npm run build from the content's schemas (tools/admin/): edit those.\n${stringify(config)}`,
  );
}
