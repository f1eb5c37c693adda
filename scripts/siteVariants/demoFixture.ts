/**
 * The demo owner (Gabriel Duarte) as a fixture (issue 45): what the specification fixes for the demo (its
 * six sections, its 9 projects, 23 skills and 3 experiences, its colours) and the byte and element budgets
 * are tested on it, never on the owner's working content. Kept in test/fixtures/owners/demo/ as a content
 * folder laid out as src/content/ (its data files, en/ included, its Markdown pages), with its pictures
 * (`static/`) and its palettes. `node --import tsx scripts/siteVariants/demoFixture.ts` writes the fixture
 * from src/content/ again, for whoever changes the demo itself (a fork has no reason to).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as prettier from 'prettier';
import { pathToFileURL } from 'node:url';
import { DATA_EXTENSION } from '../../tools/content/dataFiles';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { readThemePalettes } from '../../tools/identity/palette';
import { ROOT, STATIC_DIR } from '../../tools/projectPaths';

export const DEMO_FIXTURE = join(ROOT, 'test/fixtures/owners/demo');
/** The demo's pictures: a build of the demo takes them as its static folder. */
export const DEMO_STATIC = join(DEMO_FIXTURE, 'static');
/** The folders of the demo's Markdown pages. */
export const MARKDOWN_FOLDERS = ['projects', 'notes', 'en/projects', 'en/notes'];

/** The demo's palettes, as src/styles/theme.css had them: light and dark, each colour role's #rrggbb. */
export const demoPalettes = () =>
  JSON.parse(readFileSync(join(DEMO_FIXTURE, 'palettes.json'), 'utf8')) as ReturnType<typeof readThemePalettes>;

/** The demo as a content folder: the fixture itself, every data file its own (nothing comes from src/content/). */
export const demoContentFolder = (): string => DEMO_FIXTURE;

/** JSON as the repository formats it (Prettier), so that `npm test`'s format check passes on what this writes. */
async function asJson(value: unknown): Promise<string> {
  const options = await prettier.resolveConfig(join(DEMO_FIXTURE, 'palettes.json'));
  return prettier.format(JSON.stringify(value), { ...options, parser: 'json' });
}

/** Copies the data files of `from`'s folder `folder` ('' or 'en'), their JSON Schema named from where they land. */
function copyDataFiles(from: string, folder: string): void {
  mkdirSync(join(DEMO_FIXTURE, folder), { recursive: true });
  for (const name of readdirSync(join(from, folder)).filter((file) => file.endsWith(DATA_EXTENSION))) {
    const schemas = relative(join(DEMO_FIXTURE, folder), join(SITE_CONTENT_DIR, 'schemas'));
    const text = readFileSync(join(from, folder, name), 'utf8').replace(/(\$schema=)(?:\.\.\/)*schemas/, `$1${schemas}`);
    writeFileSync(join(DEMO_FIXTURE, folder, name), text);
  }
}

/** Writes the fixture from the content of `from` (src/content/), its pictures and theme.css's palettes. */
export async function writeDemoFixture(from = SITE_CONTENT_DIR): Promise<void> {
  rmSync(DEMO_FIXTURE, { recursive: true, force: true });
  copyDataFiles(from, '');
  if (existsSync(join(from, 'en'))) copyDataFiles(from, 'en');
  for (const folder of MARKDOWN_FOLDERS) {
    if (existsSync(join(from, folder))) cpSync(join(from, folder), join(DEMO_FIXTURE, folder), { recursive: true });
  }
  cpSync(STATIC_DIR, DEMO_STATIC, { recursive: true });
  const palettes = readThemePalettes(readFileSync(join(ROOT, 'src/styles/theme.css'), 'utf8'));
  writeFileSync(join(DEMO_FIXTURE, 'palettes.json'), await asJson(palettes));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeDemoFixture();
