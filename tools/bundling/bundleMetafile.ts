// esbuild's account of the page's script (which module gave how many bytes of it), kept from the last
// production build for `npm run perf:start-script` (scripts/perf/startScript.ts); never part of the site.
// One file per language, replaced by each build: a few kilobytes in .cache/, whatever the builds.
import type { Metafile } from 'esbuild';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Language } from '../../src/lib/editions';
import { CACHE_DIR } from '../projectPaths';

/** Where the last build keeps the metafile of an edition's page script. */
export const metafilePath = (language: Language) => join(CACHE_DIR, 'metafiles', `${language}.json`);

export async function keepMetafile(language: Language, metafile: Metafile): Promise<void> {
  const file = metafilePath(language);
  await mkdir(dirname(file), { recursive: true });
  // Written aside, then renamed: a reader never sees half a file of builds side by side.
  await writeFile(`${file}.${process.pid}`, JSON.stringify(metafile));
  await rename(`${file}.${process.pid}`, file);
}
