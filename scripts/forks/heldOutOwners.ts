/**
 * Two more owners' forks, held out from the tests (issue 62): no test was written for them, and none is
 * edited for them; npm test's site checks must pass on their sites as they pass on any the build accepts.
 * Each changes only what an owner changes: src/content/ (by the import, then by hand) and the palettes.
 * - Camila: a long name, two projects without pictures, jobs without technologies (no disclosure), no
 *   skills section, a purple brand, no translation.
 * - Rafael: abroad (Évora), one job and one project, an English edition from a second résumé, a case
 *   study and a note in each edition, the about section moved after the projects, no phone.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importInFork, paintFork } from './newOwner';

const FIXTURES = 'test/fixtures/forks';

/** The fork's navigation.ts, changed by hand as its owner would. */
function editNavigation(dir: string, edit: (lines: string[]) => string[]): void {
  const file = join(dir, 'src/content/navigation.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8').split('\n')).join('\n'));
}

const entryOf = (id: string) => (line: string) => line.includes(`id: '${id}'`);

export function makeCamilaFork(dir: string): void {
  const fixtures = join(dir, FIXTURES, 'camila');
  importInFork(dir, [join(fixtures, 'resume.json'), '--force']);
  rmSync(join(dir, 'static/images'), { recursive: true, force: true });
  editNavigation(dir, (lines) => lines.filter((line) => !entryOf('habilidades-tecnicas')(line)));
  paintFork(dir, join(fixtures, 'palette.json'));
}

export function makeRafaelFork(dir: string): void {
  const fixtures = join(dir, FIXTURES, 'rafael');
  importInFork(dir, [join(fixtures, 'resume.json'), '--en', join(fixtures, 'resume.en.json'), '--force']);
  rmSync(join(dir, 'static/images'), { recursive: true, force: true });
  cpSync(join(fixtures, 'pages'), join(dir, 'src/content'), { recursive: true });
  editNavigation(dir, (lines) => {
    const about = lines.find(entryOf('sobre-mim'))!;
    const rest = lines.filter((line) => line !== about);
    rest.splice(rest.findIndex(entryOf('meus-projetos')) + 1, 0, about);
    return rest;
  });
}
