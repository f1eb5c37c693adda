import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../../support/builds';
import { displayPath, ROOT, STATIC_DIR } from '../../../tools/projectPaths';
import type { ContentModuleName } from '../../../tools/content/validate';
import { contentFolder, writeContentModule } from '../../support/content';
import { DEMO_CONTENT, DEMO_STATIC, demoContent, demoTranslation } from '../../support/demo';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

// The content the tests own (the demo fixture), copied and broken: the owner's may have no project at all.
const content = demoContent;
/** A copy of the demo fixture with these modules in place of its own. */
function demoWith(modules: Partial<Record<ContentModuleName, Record<string, unknown>>>): string {
  const dir = temporaryFolder('content-');
  cpSync(DEMO_CONTENT, dir, { recursive: true });
  for (const [name, exports] of Object.entries(modules)) writeContentModule(dir, name as ContentModuleName, exports);
  return dir;
}

function build(outdir: string, contentDir: string, staticDir = STATIC_DIR) {
  const args = ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${contentDir}`, `--static-dir=${staticDir}`];
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

    const result = build(outdir, dir, DEMO_STATIC);
    assert.notEqual(result.status, 0);
    const expected = [
      `${dir}/skills.ts: skills[0].percentage: deve ser de 0 a 100 (recebido 150)`,
      `${dir}/projects.ts: projects[0].image: arquivo não encontrado: ${displayPath(DEMO_STATIC)}/images/projects/nao-existe.png (recebido "/images/projects/nao-existe.png")`,
      `${dir}/projects.ts: projects[0].githubUrl: deve ser um endereço completo começando com https:// (ex.: https://github.com/seu-usuario) (recebido "github.com/alguem/projeto")`,
      `${dir}/projects.ts: projects[${last}].id: id repetido: já usado em projects[0] (recebido "${first.id}")`,
      `${dir}/projects.ts: projects[${last}].title: não pode ficar vazio (recebido "")`,
    ];
    const lines = result.stderr.split('\n');
    for (const line of expected) assert.ok(lines.includes(line), `missing: ${line}\n${result.stderr}`);
    assert.match(result.stderr, /build failed: 5 problems in the content:/);
    assert.deepEqual(readdirSync(outdir), ['index.html']);
    assert.equal(readFileSync(join(outdir, 'index.html'), 'utf8'), 'the last good build');
  });

  test('a content file that does not parse fails the build before anything is written', () => {
    const dir = contentFolder();
    writeFileSync(join(dir, 'texts.ts'), "export const heroIntro = 'sem fim;\n");
    const outdir = join(temporaryFolder('dist-'), 'dist');
    const result = build(outdir, dir);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /Unterminated string literal\s+\S*texts\.ts:1:\d+/);
    assert.equal(existsSync(outdir), false);
  });

  // On the demo fixture, which has a translation (the owner's content may have none).
  test('a translation that misses a project description or names an unknown project fails the build, named by file and field', () => {
    const dir = temporaryFolder('content-');
    cpSync(DEMO_CONTENT, dir, { recursive: true });
    const [first, ...others] = demoContent.projects;
    const projects = Object.fromEntries(others.map((project) => [project.id, { title: project.title, description: project.description }]));
    const translation = { ...projects, [first.id]: { title: first.title }, 'nao-existe': { title: 'Ghost', description: 'None' } };
    writeFileSync(join(dir, 'en', 'projects.ts'), `export const projects = ${JSON.stringify(translation)};\n`);
    const outdir = join(temporaryFolder('dist-'), 'dist');
    const result = build(outdir, dir, DEMO_STATIC);
    assert.notEqual(result.status, 0);
    const lines = result.stderr.split('\n');
    assert.ok(
      lines.includes(`${dir}/en/projects.ts: projects.${first.id}.description: falta a tradução (recebido undefined)`),
      result.stderr,
    );
    assert.ok(
      lines.some((line) => line.startsWith(`${dir}/en/projects.ts: projects: id que não existe em src/content/projects.ts: nao-existe`)),
      result.stderr,
    );
    assert.match(result.stderr, /build failed: 2 problems in the content:/);
    assert.equal(existsSync(outdir), false);
  });

  test('a menu entry that names no section fails the build, named by file and field; the site is not written', () => {
    const homeSections = [...content.homeSections, { id: 'palestras', label: 'Palestras' }];
    const dir = demoWith({ navigation: { homeSections } });
    // Its English label too: a missing one would be the problem named first.
    const english = Object.fromEntries([...demoTranslation!.homeSections.map(({ id, label }) => [id, label]), ['palestras', 'Talks']]);
    writeContentModule(join(dir, 'en'), 'navigation', { homeSections: english });
    const outdir = temporaryFolder('dist-');
    const result = build(outdir, dir, DEMO_STATIC);
    assert.notEqual(result.status, 0);
    assert.ok(
      result.stderr.includes(
        `${dir}/navigation.ts: homeSections[${homeSections.length - 1}].id: nenhuma seção tem este id: as seções são inicio,`,
      ),
      result.stderr,
    );
    assert.match(result.stderr, /"Add a section" \(recebido "palestras"\)/);
    assert.ok(!existsSync(join(outdir, 'index.html')));
  });

  test('a content folder that does not exist is named', () => {
    const result = build(temporaryFolder('dist-'), 'test/fixtures/owners/ninguem');
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /build failed: the content folder test\/fixtures\/owners\/ninguem does not exist/);
  });
});
