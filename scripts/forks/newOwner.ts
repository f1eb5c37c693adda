/**
 * The fork a new owner makes, scripted (issue 45): Marina Tavares, a frontend developer in Recife,
 * starts from her JSON Resume (npm run import:resume), keeps no translation, no case study and no
 * note, replaces the demo's pictures with one SVG of her own, and gives both themes a teal brand.
 * Only src/content/, src/styles/theme.css and static/ change, as the README tells an owner.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NEW_OWNER_FIXTURE = 'test/fixtures/forks/marina';

/** The colours of `palette` (theme name -> colour role -> #rrggbb) written into a theme.css's two palettes. */
export function withPalette(themeCss: string, palette: Record<string, Record<string, string>>): string {
  let themed = themeCss;
  for (const [theme, colours] of Object.entries(palette)) {
    const block = new RegExp(`(:root\\.${theme} \\{[^}]*\\})`);
    themed = themed.replace(block, (rules) =>
      Object.entries(colours).reduce(
        (current, [role, value]) => current.replace(new RegExp(`(--color-${role}: )#[0-9a-f]{6}`), `$1${value}`),
        rules,
      ),
    );
  }
  return themed;
}

/** `npm run import:resume -- …` in the fork, as its owner types it there. */
export function importInFork(dir: string, args: readonly string[]): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/resumeImport/cli.ts', ...args], {
    cwd: dir,
    env: { ...process.env, INIT_CWD: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The fork's palettes: the colours of `paletteFile` written into its theme.css. */
export function paintFork(dir: string, paletteFile: string): void {
  const theme = join(dir, 'src/styles/theme.css');
  const palette = JSON.parse(readFileSync(paletteFile, 'utf8')) as Record<string, Record<string, string>>;
  writeFileSync(theme, withPalette(readFileSync(theme, 'utf8'), palette));
}

/** Makes the new owner's fork in `dir`, a copy of the repository (scripts/forks/copyRepository.ts). */
export function makeNewOwnerFork(dir: string, fixtures = join(dir, NEW_OWNER_FIXTURE)): void {
  const content = join(dir, 'src/content');
  // The import alone replaces the demo: its notes, case studies and English edition go with it.
  importInFork(dir, [join(fixtures, 'resume.json'), '--force']);
  rmSync(join(dir, 'static/images'), { recursive: true, force: true });
  mkdirSync(join(dir, 'static'), { recursive: true });
  cpSync(join(fixtures, 'static'), join(dir, 'static'), { recursive: true });
  const projects = join(content, 'projects.yaml');
  writeFileSync(projects, readFileSync(projects, 'utf8').replace("image: ''", 'image: /images/projects/agenda-de-palestras.svg'));
  paintFork(dir, join(fixtures, 'palette.json'));
}
