import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../../support/builds';
import { ROOT } from '../../../tools/projectPaths';
import { readDataFile } from '../../../tools/content/dataFiles';
import { formatProblems } from '../../../tools/content/problems';
import { checkSite } from '../../../tools/content/siteCheck';
import { checkStage } from '../../../tools/resumeImport/stage';
import { DEMO_CONTENT, DEMO_STATIC } from '../../support/demo';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/** In a copy of the demo fixture (its pictures left where they are), one text replaced in a file. */
function replaceIn(dir: string, file: string, text: string, replacement: string): void {
  const before = readFileSync(join(dir, file), 'utf8');
  assert.ok(before.includes(text), `${file} no longer has ${JSON.stringify(text)}: the fixture changed`);
  writeFileSync(join(dir, file), before.replace(text, replacement));
}

/**
 * A copy of the demo fixture with five kinds of mistakes, and each one's line as the build must list it:
 * a value the schema refuses, a file that is not YAML, a translation missing a key, a case study's link to
 * a page the site does not have, and pictures shown in two shapes (by two data files; by a data file and
 * another case study, which is checked although the first has a problem).
 */
function fiveMistakes(): { dir: string; expected: string[] } {
  const dir = temporaryFolder('content-');
  cpSync(DEMO_CONTENT, dir, { recursive: true, filter: (source) => source !== DEMO_STATIC });
  const lineOf = (file: string, ...path: PropertyKey[]) => readDataFile(join(dir, file)).lineOf(path);
  const [skill] = readDataFile(join(dir, 'skills.yaml')).data.skills as { percentage: number }[];
  replaceIn(dir, 'skills.yaml', `percentage: ${skill.percentage}`, 'percentage: 150');
  writeFileSync(join(dir, 'texts.yaml'), 'heroIntro: Olá\nbiography: [Um parágrafo]\nheroIntro: Outra vez\nsiteDescription: Um site\n');
  const { projects } = readDataFile(join(dir, 'en', 'projects.yaml')).data as { projects: { description: string }[] };
  replaceIn(dir, 'en/projects.yaml', `    description: ${projects[0].description}\n`, '');
  const caseStudy = join(dir, 'projects', 'agenda-facil.md');
  appendFileSync(caseStudy, '\nVeja também [o outro projeto](/projetos/nao-existe).\n');
  const linkLine = readFileSync(caseStudy, 'utf8').trimEnd().split('\n').length;
  const { projects: cards } = readDataFile(join(dir, 'projects.yaml')).data as { projects: { image: string }[] };
  const { owner } = readDataFile(join(dir, 'owner.yaml')).data as { owner: { photo: string } };
  // In both editions: the English twin copies the photo.
  for (const file of ['owner.yaml', 'en/owner.yaml']) replaceIn(dir, file, `photo: ${owner.photo}`, `photo: ${cards[0].image}`);
  const otherCaseStudy = join(dir, 'projects', 'loja-verde.md');
  appendFileSync(otherCaseStudy, `\n![Outro projeto](${cards[2].image})\n`);
  const pictureLine = readFileSync(otherCaseStudy, 'utf8').trimEnd().split('\n').length;
  const card = `${dir}/projects.yaml:${lineOf('projects.yaml', 'projects', 0, 'image')}: projects[0].image`;
  const photoLine = lineOf('owner.yaml', 'owner', 'photo');
  // By file, then line.
  const expected = [
    `${dir}/en/projects.yaml:${lineOf('en/projects.yaml', 'projects', 0)}: projects[0].description: falta a tradução (recebido undefined)`,
    `${dir}/owner.yaml:${photoLine}: ${cards[0].image} aparece em dois formatos: ${card} (recortado em 16:9) e ${dir}/owner.yaml:${photoLine}: owner.photo (quadrado); um arquivo tem um formato só: num dos lugares, use uma cópia do arquivo com outro nome`,
    `${caseStudy}:${linkLine}: o site não tem a página /projetos/nao-existe (recebido "/projetos/nao-existe")`,
    `${otherCaseStudy}:${pictureLine}: ${cards[2].image} aparece em dois formatos: ${dir}/projects.yaml:${lineOf('projects.yaml', 'projects', 2, 'image')}: projects[2].image (recortado em 16:9) e ${otherCaseStudy}:${pictureLine} (no formato do próprio arquivo); um arquivo tem um formato só: num dos lugares, use uma cópia do arquivo com outro nome`,
    `${dir}/skills.yaml:${lineOf('skills.yaml', 'skills', 0, 'percentage')}: skills[0].percentage: deve ser de 0 a 100 (recebido 150)`,
    `${dir}/texts.yaml:3: YAML inválido: a chave "heroIntro" aparece duas vezes no mesmo nível: apague uma delas ou junte as duas`,
  ];
  return { dir, expected };
}

describe('every problem of the content at once', () => {
  test('data, YAML, translation, Markdown and pictures: one check lists all five kinds, by file and line', async () => {
    const { dir, expected } = fiveMistakes();
    const { problems, site } = await checkSite(dir, DEMO_STATIC);
    assert.equal(formatProblems(problems), expected.join('\n'));
    assert.equal(site, undefined);
    // The résumé import's stage checks a copy as the build does: the same problems, named by the folder's files.
    const stage = temporaryFolder('stage-');
    cpSync(dir, stage, { recursive: true });
    assert.equal(formatProblems(await checkStage(stage, dir, DEMO_STATIC)), expected.join('\n'));
  });

  test('the build lists them all at once, and writes nothing', () => {
    const { dir, expected } = fiveMistakes();
    const outdir = join(temporaryFolder('dist-'), 'dist');
    // With the fixture's own pictures: the repository's static/ is the owner's, who may have deleted the demo's.
    const args = ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${dir}`, `--static-dir=${DEMO_STATIC}`];
    const result = spawnSync(process.execPath, args, { cwd: ROOT, env: settingsFreeEnv(), encoding: 'utf8' });
    assert.notEqual(result.status, 0);
    assert.ok(result.stderr.includes(`build failed: ${expected.length} problems in the content:\n${expected.join('\n')}\n`), result.stderr);
    assert.equal(existsSync(outdir), false);
  });
});
