import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseDocument } from 'yaml';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../../support/builds';
import { displayPath, ROOT } from '../../../tools/projectPaths';
import { readDataFile } from '../../../tools/content/dataFiles';
import type { ContentModuleName } from '../../../tools/content/validate';
import { contentFolder, writeContentModule } from '../../support/content';
import { DEMO_CONTENT, DEMO_STATIC, demoContent, demoTranslation } from '../../support/demo';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

// The content the tests own (the demo fixture), copied and broken: the owner's may have no project at all.
const content = demoContent;
/** A copy of the demo fixture's content with these data files in place of its own. */
function demoWith(modules: Partial<Record<ContentModuleName, Record<string, unknown>>>): string {
  const dir = temporaryFolder('content-');
  cpSync(DEMO_CONTENT, dir, { recursive: true, filter: (source) => source !== DEMO_STATIC });
  for (const [name, exports] of Object.entries(modules)) writeContentModule(dir, name as ContentModuleName, exports);
  return dir;
}

// Always with the fixture's own pictures: the repository's static/ is the owner's, who may have deleted the demo's.
function build(outdir: string, contentDir: string) {
  const args = ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${contentDir}`, `--static-dir=${DEMO_STATIC}`];
  return spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: settingsFreeEnv(),
    encoding: 'utf8',
  });
}

describe('the build checks the content first', () => {
  test('each typo of the issue fails the build, named by file, field and value, and nothing is written', () => {
    const [first] = content.projects;
    const projects = [
      { ...first, image: '/images/projects/nao-existe.png', githubUrl: 'github.com/alguem/projeto' },
      ...content.projects.slice(1),
      { ...first, title: '' },
    ];
    const skills = [{ ...content.skills[0], percentage: 150 }, ...content.skills.slice(1)];
    const dir = demoWith({ projects: { projects }, skills: { skills } });
    const last = projects.length - 1;
    const outdir = temporaryFolder('dist-');
    writeFileSync(join(outdir, 'index.html'), 'the last good build');

    const result = build(outdir, dir);
    assert.notEqual(result.status, 0);
    // Each at the line of its value in the data file.
    const at = (name: string, ...path: PropertyKey[]) => `${dir}/${name}.yaml:${readDataFile(join(dir, `${name}.yaml`)).lineOf(path)}`;
    const expected = [
      `${at('skills', 'skills', 0, 'percentage')}: skills[0].percentage: deve ser de 0 a 100 (recebido 150)`,
      `${at('projects', 'projects', 0, 'image')}: projects[0].image: arquivo não encontrado: ${displayPath(DEMO_STATIC)}/images/projects/nao-existe.png (recebido "/images/projects/nao-existe.png")`,
      `${at('projects', 'projects', 0, 'githubUrl')}: projects[0].githubUrl: deve ser um endereço completo começando com https:// (ex.: https://github.com/seu-usuario) (recebido "github.com/alguem/projeto")`,
      `${at('projects', 'projects', last, 'id')}: projects[${last}].id: id repetido: já usado em projects[0] (recebido "${first.id}")`,
      `${at('projects', 'projects', last, 'title')}: projects[${last}].title: não pode ficar vazio (recebido "")`,
    ];
    const lines = result.stderr.split('\n');
    for (const line of expected) assert.ok(lines.includes(line), `missing: ${line}\n${result.stderr}`);
    assert.match(result.stderr, /build failed: 5 problems in the content:/);
    assert.deepEqual(readdirSync(outdir), ['index.html']);
    assert.equal(readFileSync(join(outdir, 'index.html'), 'utf8'), 'the last good build');
  });

  test('a data file that is not YAML fails the build before anything is written, named by file and line', () => {
    const dir = contentFolder();
    writeFileSync(join(dir, 'texts.yaml'), 'heroIntro: Olá\nbiography: [Um parágrafo]\nheroIntro: Outra vez\nsiteDescription: Um site\n');
    const outdir = join(temporaryFolder('dist-'), 'dist');
    const result = build(outdir, dir);
    assert.notEqual(result.status, 0);
    assert.ok(
      result.stderr
        .split('\n')
        .includes(
          `${dir}/texts.yaml:3: YAML inválido: a chave "heroIntro" aparece duas vezes no mesmo nível: apague uma delas ou junte as duas`,
        ),
      result.stderr,
    );
    assert.match(result.stderr, /build failed: 1 problem in the content:/);
    assert.equal(existsSync(outdir), false);
  });

  test('a wrong value in a data file fails the build at its line, in the owner’s words', () => {
    const dir = contentFolder();
    const skills = content.skills.map(
      (skill) =>
        `  - { id: ${skill.id}, name: ${JSON.stringify(skill.name)}, percentage: ${skill.percentage}, category: ${skill.category} }`,
    );
    skills[3] = skills[3].replace(/percentage: \d+/, 'percentage: 120');
    writeFileSync(join(dir, 'skills.yaml'), ['# A comment, then the list.', 'skills:', ...skills, ''].join('\n'));
    const result = build(join(temporaryFolder('dist-'), 'dist'), dir);
    assert.notEqual(result.status, 0);
    assert.ok(
      result.stderr.split('\n').includes(`${dir}/skills.yaml:6: skills[3].percentage: deve ser de 0 a 100 (recebido 120)`),
      result.stderr,
    );
  });

  // On the demo fixture, which has a translation (the owner's content may have none).
  test('a translation that misses a project description or changes a value it copies fails the build, named by file and field', () => {
    const dir = demoWith({});
    const [{ description: _dropped, ...first }, second, ...others] = demoContent.projects;
    writeContentModule(join(dir, 'en'), 'projects', {
      projects: [first, { ...second, githubUrl: 'https://example.com/outro' }, ...others],
    });
    const at = (...path: PropertyKey[]) => readDataFile(join(dir, 'en', 'projects.yaml')).lineOf(path);
    const outdir = join(temporaryFolder('dist-'), 'dist');
    const result = build(outdir, dir);
    assert.notEqual(result.status, 0);
    const lines = result.stderr.split('\n');
    assert.ok(
      lines.includes(`${dir}/en/projects.yaml:${at('projects', 0)}: projects[0].description: falta a tradução (recebido undefined)`),
      result.stderr,
    );
    assert.ok(
      lines.some((line) =>
        line.startsWith(
          `${dir}/en/projects.yaml:${at('projects', 1, 'githubUrl')}: projects[1].githubUrl: não se traduz: é copiado de ${dir}/projects.yaml`,
        ),
      ),
      result.stderr,
    );
    assert.match(result.stderr, /build failed: 2 problems in the content:/);
    assert.equal(existsSync(outdir), false);
  });

  test('a menu entry that names no section fails the build, named by file and field; the site is not written', () => {
    // A name no recipe suggests: an owner's own section (docs/content.md's "Palestras") would be one the site has.
    const homeSections = [...content.homeSections, { id: 'secao-sem-componente', label: 'Sem componente' }];
    const dir = demoWith({ navigation: { homeSections } });
    // Its English twin too: a missing one would be the problem named first.
    const english = [...demoTranslation!.homeSections, { id: 'secao-sem-componente', label: 'No component' }];
    writeContentModule(join(dir, 'en'), 'navigation', { homeSections: english });
    const outdir = temporaryFolder('dist-');
    const result = build(outdir, dir);
    assert.notEqual(result.status, 0);
    assert.ok(
      result.stderr.includes(
        `${dir}/navigation.yaml:${readDataFile(join(dir, 'navigation.yaml')).lineOf(['homeSections', homeSections.length - 1, 'id'])}: homeSections[${homeSections.length - 1}].id: nenhuma seção tem este id: as seções são inicio,`,
      ),
      result.stderr,
    );
    assert.match(result.stderr, /"Add a section" \(recebido "secao-sem-componente"\)/);
    assert.ok(!existsSync(join(outdir, 'index.html')));
  });

  test('a content folder that does not exist is named', () => {
    const result = build(temporaryFolder('dist-'), 'test/fixtures/owners/ninguem');
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /build failed: the content folder test\/fixtures\/owners\/ninguem does not exist/);
  });
});

describe('the content is data', () => {
  test('a value changed in a data file is what the built page shows', () => {
    const dir = contentFolder();
    const heroIntro = 'Uma frase que só este teste escreve em texts.yaml.';
    assert.ok(!content.heroIntro.includes(heroIntro));
    // As the owner edits it: one value changed, the rest of the file and its comments as they were.
    const texts = parseDocument(readFileSync(join(dir, 'texts.yaml'), 'utf8'));
    texts.set('heroIntro', heroIntro);
    writeFileSync(join(dir, 'texts.yaml'), texts.toString());
    const outdir = temporaryFolder('dist-');
    const result = build(outdir, dir);
    assert.equal(result.status, 0, result.stderr);
    const page = readFileSync(join(outdir, 'index.html'), 'utf8');
    assert.ok(page.includes(heroIntro), 'the new value is not on the page');
    assert.ok(!page.includes(content.heroIntro), 'the old value is still on the page');
  });
});
