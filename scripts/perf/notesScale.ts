/**
 * npm run perf:notes: how the build's time grows with the owner's notes. The demo content with 0, 100
 * and 300 generated notes (scripts/siteVariants/generatedNotes.ts), built in turn, interleaved (0 100 300 0 100
 * 300 ...), NOTES_RUNS rounds (default 3) after one round that fills the caches (link previews, images);
 * prints each count's median and spread and the milliseconds each note adds.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../tools/projectPaths';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../siteVariants/buildEnv';
import { temporaryFolder } from '../temporaryFolder';
import { contentFolder, copyMarkdownPages, copyTranslationModules } from '../siteVariants/contentFolders';
import { writeGeneratedNotes } from '../siteVariants/generatedNotes';
import { median } from './site';

const COUNTS = [0, 100, 300];
const RUNS = Number(process.env.NOTES_RUNS ?? 3);

const folders = COUNTS.map((count) => {
  const folder = contentFolder();
  copyTranslationModules(SITE_CONTENT_DIR, folder);
  copyMarkdownPages(SITE_CONTENT_DIR, folder, { kinds: ['caseStudies'] });
  if (count > 0) writeGeneratedNotes(folder, count);
  return folder;
});
const outdir = join(temporaryFolder('notes-scale-'), 'dist');

function buildTime(folder: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${folder}`], {
    cwd: ROOT,
    env: settingsFreeEnv(),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return performance.now() - started;
}

const times: number[][] = COUNTS.map(() => []);
for (let round = 0; round <= RUNS; round++) {
  for (const [index, folder] of folders.entries()) {
    const ms = buildTime(folder);
    if (round > 0) times[index].push(ms);
    console.log(`round ${round}${round === 0 ? ' (filling the caches)' : ''}: ${COUNTS[index]} notes, ${Math.round(ms)} ms`);
  }
}
const medians = times.map(median);
for (const [index, count] of COUNTS.entries()) {
  console.log(
    `${String(count).padStart(4)} notes: median ${Math.round(medians[index])} ms (${Math.round(Math.min(...times[index]))} to ${Math.round(Math.max(...times[index]))})`,
  );
}
const perNote = (from: number, to: number) => (medians[to] - medians[from]) / (COUNTS[to] - COUNTS[from]);
console.log(`each note adds ${perNote(0, 1).toFixed(1)} ms (0 to 100 notes), ${perNote(1, 2).toFixed(1)} ms (100 to 300)`);
