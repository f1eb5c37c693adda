/**
 * Two owners held out from the tests (issue 62): no test was written for them and none is edited for
 * them; the site checks (test/e2e/site/) must pass on their sites as on any the build accepts. Each is a
 * content folder made as its owner makes one: a JSON Resume imported over nothing (the import's own
 * checks), then the menu changed by hand; no pictures.
 * - Camila: a 41-character name, two projects without pictures, jobs without technologies (no
 *   disclosure), no skills section, no translation.
 * - Rafael: abroad (Évora), one job and one project, an English edition from a second résumé, a case
 *   study and a note in each edition, the about section moved after the projects, no phone.
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importResume } from '../../tools/resumeImport/importResume';
import { COMMENTS, dataFile, SECTION_LABELS_IN_ENGLISH } from '../../tools/resumeImport/writeData';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../temporaryFolder';

const FIXTURES = join(ROOT, 'test/fixtures/forks');
const SECTIONS = ['inicio', 'sobre-mim', 'meus-projetos', 'habilidades-tecnicas', 'experiencia', 'contato'] as const;
const LABELS: Record<(typeof SECTIONS)[number], string> = {
  inicio: 'Início',
  'sobre-mim': 'Sobre Mim',
  'meus-projetos': 'Projetos',
  'habilidades-tecnicas': 'Habilidades',
  experiencia: 'Experiencia',
  contato: 'Contato',
};

export interface HeldOutOwner {
  name: string;
  contentDir: string;
  /** An empty folder: these owners have no pictures. */
  staticDir: string;
}

async function heldOut(name: string, ids: readonly (typeof SECTIONS)[number][]): Promise<HeldOutOwner> {
  const fixtures = join(FIXTURES, name.toLowerCase());
  const top = temporaryFolder(`held-out-${name.toLowerCase()}-`);
  const [contentDir, staticDir] = [join(top, 'content'), join(top, 'static')];
  mkdirSync(staticDir);
  const english = join(fixtures, 'resume.en.json');
  const outcome = await importResume({
    file: join(fixtures, 'resume.json'),
    ...(existsSync(english) && { en: english }),
    contentDir,
    staticDir,
    backupsDir: join(top, 'backups'),
  });
  if (outcome.status !== 'written') throw new Error(`${name}'s résumé was not imported: ${JSON.stringify(outcome)}`);
  if (existsSync(join(fixtures, 'pages'))) cpSync(join(fixtures, 'pages'), contentDir, { recursive: true });
  // The owner's own menu, in place of src/content/'s, which the folder takes without one.
  const menu = async (path: string, value: unknown, comment: string) =>
    writeFileSync(join(contentDir, path), await dataFile(contentDir, path, [{ name: 'homeSections', value, comment }]));
  await menu(
    'navigation.yaml',
    ids.map((id) => ({ id, label: LABELS[id] })),
    COMMENTS.homeSections,
  );
  if (existsSync(join(contentDir, 'en')))
    await menu(
      'en/navigation.yaml',
      ids.map((id) => ({ id, label: SECTION_LABELS_IN_ENGLISH[id] })),
      COMMENTS.englishHomeSections,
    );
  return { name, contentDir, staticDir };
}

export const heldOutOwners = async (): Promise<HeldOutOwner[]> => [
  await heldOut(
    'Camila',
    SECTIONS.filter((id) => id !== 'habilidades-tecnicas'),
  ),
  await heldOut('Rafael', ['inicio', 'meus-projetos', 'sobre-mim', 'habilidades-tecnicas', 'experiencia', 'contato']),
];
