/**
 * The demo owner (Gabriel Duarte) as a fixture (issue 45): what the specification fixes for the demo (its
 * six sections, its 9 projects, 23 skills and 3 experiences, its colours) and the byte and element budgets
 * are tested on it, never on the owner's working content. Kept as data (its modules' exports as JSON, its
 * Markdown pages, its pictures, its palettes) in test/fixtures/owners/demo/, and written out as a content
 * folder when a test needs one. `node --import tsx scripts/siteVariants/demoFixture.ts` writes the fixture
 * from src/content/ again, for whoever changes the demo itself (a fork has no reason to).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { pathToFileURL } from 'node:url';
import { importModules, loadContent, SITE_CONTENT_DIR } from '../../tools/content/source';
import { TRANSLATED_MODULES, translationDir } from '../../tools/content/translation';
import { readThemePalettes } from '../../tools/identity/palette';
import { CACHE_DIR, ROOT, STATIC_DIR } from '../../tools/projectPaths';
import { writeContentModule } from './contentFolders';

export const DEMO_FIXTURE = join(ROOT, 'test/fixtures/owners/demo');
/** The demo's pictures: a build of the demo takes them as its static folder. */
export const DEMO_STATIC = join(DEMO_FIXTURE, 'static');
/** The folders of the demo's Markdown pages. */
export const MARKDOWN_FOLDERS = ['projects', 'notes', 'en/projects', 'en/notes'];
type Modules = Record<string, Record<string, unknown>>;

const readJson = <T>(file: string) => JSON.parse(readFileSync(join(DEMO_FIXTURE, file), 'utf8')) as T;

/** The demo's palettes, as src/styles/theme.css had them: light and dark, each colour role's #rrggbb. */
export const demoPalettes = () => readJson<ReturnType<typeof readThemePalettes>>('palettes.json');

/**
 * The demo as a content folder (in .cache/, made once per fixture: its path is named after its data),
 * with every module of its own: nothing comes from src/content/.
 */
export function demoContentFolder(): string {
  const data = ['content.json', 'en/content.json'].map((file) => readFileSync(join(DEMO_FIXTURE, file), 'utf8')).join('');
  const dir = join(CACHE_DIR, `fixture-demo-${createHash('sha256').update(data).digest('hex').slice(0, 12)}`);
  if (existsSync(dir)) return dir;
  const staging = `${dir}-${process.pid}`;
  for (const [folder, file] of [
    ['', 'content.json'],
    ['en', 'en/content.json'],
  ] as const) {
    mkdirSync(join(staging, folder), { recursive: true });
    for (const [name, exports] of Object.entries(readJson<Modules>(file)))
      writeContentModule(join(staging, folder), name as never, exports);
  }
  for (const folder of MARKDOWN_FOLDERS) {
    if (existsSync(join(DEMO_FIXTURE, folder))) cpSync(join(DEMO_FIXTURE, folder), join(staging, folder), { recursive: true });
  }
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

/** JSON as the repository formats it (Prettier), so that `npm test`'s format check passes on what this writes. */
async function asJson(value: unknown): Promise<string> {
  const options = await prettier.resolveConfig(join(DEMO_FIXTURE, 'content.json'));
  return prettier.format(JSON.stringify(value), { ...options, parser: 'json' });
}

/** Writes the fixture from the content of `from` (src/content/), its pictures and theme.css's palettes. */
export async function writeDemoFixture(from = SITE_CONTENT_DIR): Promise<void> {
  rmSync(DEMO_FIXTURE, { recursive: true, force: true });
  mkdirSync(join(DEMO_FIXTURE, 'en'), { recursive: true });
  const { content } = await loadContent(from);
  writeFileSync(join(DEMO_FIXTURE, 'content.json'), await asJson(content));
  const english = translationDir(from);
  const present = TRANSLATED_MODULES.filter((name) => existsSync(join(english, `${name}.ts`)));
  const translation = await importModules(Object.fromEntries(present.map((name) => [name, join(english, `${name}.ts`)])));
  writeFileSync(join(DEMO_FIXTURE, 'en/content.json'), await asJson(translation));
  for (const folder of MARKDOWN_FOLDERS) {
    if (existsSync(join(from, folder))) cpSync(join(from, folder), join(DEMO_FIXTURE, folder), { recursive: true });
  }
  cpSync(STATIC_DIR, DEMO_STATIC, { recursive: true });
  const palettes = readThemePalettes(readFileSync(join(ROOT, 'src/styles/theme.css'), 'utf8'));
  writeFileSync(join(DEMO_FIXTURE, 'palettes.json'), await asJson(palettes));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeDemoFixture();
