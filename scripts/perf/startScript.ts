/**
 * npm run perf:start-script: what the page's script at start is made of, per edition of the demo (the
 * content the budgets hold: test/support/budgets.ts). Builds the demo into a temporary folder, reads
 * esbuild's metafile of each edition's script that the build kept (tools/bundling/bundleMetafile.ts), and prints each group
 * of modules: esbuild's bytes in the minified output (bytesInOutput), and the script's gzip -9 shared
 * out in proportion to them. Proportional, not each group compressed alone: the groups compress
 * together in the one file, and React's code packs better than text does, so read the gzip column as
 * an estimate and the raw column as exact.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { LANGUAGES, type Language } from '../../src/lib/editions';
import { metafilePath } from '../../tools/bundling/bundleMetafile';
import { CLIENT_ENTRIES, ROOT } from '../../tools/projectPaths';
import { DEMO_FIXTURE, DEMO_STATIC } from '../siteVariants/demoFixture';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../siteVariants/buildEnv';
import { temporaryFolder } from '../temporaryFolder';

/** The groups, first match wins: a module's path as esbuild names it (relative to the repository). */
const GROUPS: [name: string, test: (path: string) => boolean][] = [
  ['react-dom (and scheduler)', (path) => /node_modules\/(react-dom|scheduler)\//.test(path)],
  ['React', (path) => /node_modules\/react\//.test(path)],
  ['app start-up (src/app/)', (path) => path.startsWith('src/app/')],
  ['sections and pages (src/sections/, src/pages/)', (path) => /^src\/(sections|pages)\//.test(path)],
  ['components and hooks (src/components/, src/hooks/)', (path) => /^src\/(components|hooks)\//.test(path)],
  ['lib (src/lib/)', (path) => path.startsWith('src/lib/')],
  ['catalogues (src/catalogues/)', (path) => path.startsWith('src/catalogues/')],
  ['content (site:content/*)', (path) => /\.ya?ml$/.test(path)],
  ['other', () => true],
];

/** Each group's bytes in the output, from the metafile's inputs of the output file. */
function composition(inputs: Metafile['outputs'][string]['inputs']): Map<string, number> {
  const bytes = new Map(GROUPS.map(([name]) => [name, 0]));
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const relativePath = path.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');
    const [name] = GROUPS.find(([, test]) => test(relativePath))!;
    bytes.set(name, bytes.get(name)! + bytesInOutput);
  }
  return bytes;
}

function scriptOutput(metafile: Metafile): { file: string; output: Metafile['outputs'][string] } {
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint === CLIENT_ENTRIES.script && file.endsWith('.js'),
  );
  if (!found) throw new Error(`no output of ${CLIENT_ENTRIES.script} in the metafile`);
  return { file: found[0], output: found[1] };
}

const number = (value: number) => value.toLocaleString('en-US');

function table(language: Language, outdir: string): string {
  const metafile = JSON.parse(readFileSync(metafilePath(language), 'utf8')) as Metafile;
  const { file, output } = scriptOutput(metafile);
  if (!join(ROOT, file).startsWith(`${outdir}/`)) throw new Error('another build replaced the metafile meanwhile: run this again');
  const code = readFileSync(join(ROOT, file));
  const gzip = gzipSync(code, { level: 9 }).length;
  const groups = composition(output.inputs);
  const total = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0);
  const rows = [...groups].map(
    ([name, bytes]) =>
      `| ${name} | ${number(bytes)} | ${number(Math.round((gzip * bytes) / total))} | ${((100 * bytes) / total).toFixed(1)} % |`,
  );
  return [
    `${language}: ${file.split('/').pop()}, ${number(code.length)} B, gzip -9 ${number(gzip)} B`,
    '',
    '| group | bytes in the output | gzip -9, shared out | share |',
    '| --- | --- | --- | --- |',
    ...rows,
    `| the script | ${number(total)} | ${number(gzip)} | |`,
  ].join('\n');
}

const outdir = join(temporaryFolder('start-script-'), 'dist');
const build = spawnSync(
  process.execPath,
  ['build.mjs', `--outdir=${outdir}`, `--content=${DEMO_FIXTURE}`, `--static-dir=${DEMO_STATIC}`, NO_SETTINGS_FILE],
  { cwd: ROOT, env: settingsFreeEnv(), stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) process.exit(build.status ?? 1);
for (const language of LANGUAGES) console.log(`${table(language, outdir)}\n`);
