// An import writes all of its result or nothing: a résumé with problems, a result the build would
// refuse, or content already there without --force leave the content folder byte for byte as it was.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { formatProblem } from '../../../tools/content/problems';
import { checkedContent } from '../../../tools/content/source';
import { displayPath } from '../../../tools/projectPaths';
import { importResume } from '../../../tools/resumeImport/importResume';
import { FIXTURES, readJson, resumeFile, runImport, SAMPLE_RESUME, scratch, snapshot } from './support';

const LUIZA = join(FIXTURES, 'luiza.json');
const CASE_STUDY = '---\nrole: Dev\nperiod: mar 2023 - out 2024\nteam: 1\noutcome: mais rápido\n---\n\n## O problema\n\nTexto.\n';
const NOTE = (link: string) =>
  `---\ntitle: Uma nota\ndate: 2026-01-10\nsummary: Uma frase.\ntags: [Teste]\n---\n\nComo fiz o [projeto](${link}).\n`;

/** A content folder with the sample résumé imported, and these files besides. */
async function importedFolder(files: Record<string, string> = {}): Promise<string> {
  const dir = join(scratch(), 'conteudo');
  assert.equal((await importResume({ file: SAMPLE_RESUME, contentDir: dir })).status, 'written');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('an import writes everything or nothing', () => {
  test('an invalid résumé: a non-zero exit, every problem on its own line, the folder unchanged even with --force', async () => {
    const dir = await importedFolder();
    const before = snapshot(dir);
    const invalid = join(FIXTURES, 'invalid.json');
    const { code, stdout, stderr } = runImport([invalid, `--content=${dir}`, '--force']);
    assert.notEqual(code, 0);
    assert.equal(stdout, '');
    const lines = stderr.trim().split('\n');
    assert.match(lines[0], /nada foi escrito .*: 8 problemas:$/);
    assert.equal(lines.slice(1).filter((line) => line.startsWith(`${displayPath(invalid)}: `)).length, 8, stderr);
    assert.ok(stderr.includes(`${displayPath(invalid)}: work[0].startDate: data inválida`), stderr);
    assert.deepEqual(snapshot(dir), before);
  });

  test('an unreadable résumé: the reason, and the folder unchanged', async () => {
    const dir = await importedFolder();
    const before = snapshot(dir);
    const broken = resumeFile('{\n  "basics": {\n    "name": "Ana"\n');
    const outcome = await importResume({ file: broken, contentDir: dir, force: true });
    assert.equal(outcome.status, 'invalid');
    assert.match(
      outcome.status === 'invalid' ? formatProblem(outcome.problems[0]) : '',
      new RegExp(`^${broken}:3: não é um JSON válido: `),
    );
    assert.deepEqual(snapshot(dir), before);
  });

  test('content already there is replaced only with --force: without it, the files it would replace and a non-zero exit', async () => {
    const dir = await importedFolder();
    const before = snapshot(dir);
    const { code, stderr } = runImport([LUIZA, `--content=${dir}`]);
    assert.notEqual(code, 0);
    for (const name of ['owner.yaml', 'texts.yaml', 'experiences.yaml', 'projects.yaml', 'skills.yaml', 'technologies.yaml'])
      assert.ok(stderr.includes(`  substitui ${displayPath(join(dir, name))}\n`), `${name}\n${stderr}`);
    assert.ok(stderr.includes('--force'), stderr);
    assert.deepEqual(snapshot(dir), before);
    assert.equal((await importResume({ file: LUIZA, contentDir: dir, force: true })).status, 'written');
    assert.ok(snapshot(dir).get('owner.yaml') !== before.get('owner.yaml'));
  });

  test('with --force, the case studies of projects the résumé does not have are removed, and listed', async () => {
    const dir = await importedFolder({ 'projects/miss-direction.md': CASE_STUDY, 'projects/projeto-velho.md': CASE_STUDY });
    const refused = await importResume({ file: SAMPLE_RESUME, contentDir: dir });
    assert.deepEqual(refused.status === 'refused' && refused.removed, [displayPath(join(dir, 'projects/projeto-velho.md'))]);
    const outcome = await importResume({ file: SAMPLE_RESUME, contentDir: dir, force: true });
    assert.deepEqual(outcome.status === 'written' && outcome.removed, [displayPath(join(dir, 'projects/projeto-velho.md'))]);
    assert.ok(existsSync(join(dir, 'projects/miss-direction.md')), 'the case study of a project the résumé has stays');
    assert.ok(!existsSync(join(dir, 'projects/projeto-velho.md')));
  });

  test('a result the build would refuse (the same owner’s note linking to a case study removed with its project) is listed as file:line, and nothing is written', async () => {
    const dir = await importedFolder({ 'projects/miss-direction.md': CASE_STUDY, 'notes/uma-nota.md': NOTE('/projetos/miss-direction') });
    const before = snapshot(dir);
    const sample = readJson(SAMPLE_RESUME);
    const outcome = await importResume({ file: resumeFile({ ...sample, projects: [] }), contentDir: dir, force: true });
    assert.equal(outcome.status, 'invalid');
    assert.deepEqual(outcome.status === 'invalid' && outcome.problems.map(formatProblem), [
      `${displayPath(join(dir, 'notes/uma-nota.md'))}:8: o site não tem a página /projetos/miss-direction (recebido "/projetos/miss-direction")`,
    ]);
    assert.deepEqual(snapshot(dir), before);
  });

  test('another owner’s résumé: that owner’s notes go with the content (--keep-notes keeps them), each listed and in the backup', async () => {
    const files = { 'projects/miss-direction.md': CASE_STUDY, 'notes/uma-nota.md': NOTE('/projetos/miss-direction') };
    const dir = await importedFolder(files);
    const before = snapshot(dir);
    const outcome = await importResume({ file: LUIZA, contentDir: dir, force: true });
    assert.equal(outcome.status, 'written', JSON.stringify(outcome));
    const removed = ['projects/miss-direction.md', 'notes/uma-nota.md'].map((path) => displayPath(join(dir, path)));
    assert.deepEqual(outcome.status === 'written' && [...outcome.removed].sort(), removed.sort());
    assert.match(outcome.status === 'written' ? outcome.notes.join('\n') : '', /as notas são do dono anterior .* --keep-notes/);
    assert.deepEqual(snapshot(outcome.status === 'written' ? outcome.backup! : ''), before);

    const kept = await importedFolder({ 'notes/outra.md': NOTE('/') });
    const keeping = await importResume({ file: LUIZA, contentDir: kept, force: true, keepNotes: true });
    assert.equal(keeping.status, 'written', JSON.stringify(keeping));
    assert.ok(existsSync(join(kept, 'notes/outra.md')));
  });

  test('a new import of the same owner keeps what the owner completed by hand, and lists it', async () => {
    const dir = await importedFolder();
    const owner = join(dir, 'owner.yaml');
    const completed = readFileSync(owner, 'utf8').replace(/(\n {2}name: )/, '\n  availability: Aberto a propostas$1');
    writeFileSync(owner, completed);
    const projects = join(dir, 'projects.yaml');
    writeFileSync(projects, readFileSync(projects, 'utf8').replace('categories: [fullstack', 'categories: [backend'));
    const outcome = await importResume({ file: SAMPLE_RESUME, contentDir: dir, force: true });
    assert.equal(outcome.status, 'written', JSON.stringify(outcome));
    const content = await checkedContent(dir);
    assert.equal(content.owner.availability, 'Aberto a propostas');
    assert.equal(content.projects[0].categories[0], 'backend');
    const kept = outcome.status === 'written' ? outcome.kept.map(formatProblem) : [];
    assert.ok(
      kept.some((line) => line.includes('owner.yaml: availability: mantido')),
      kept.join('\n'),
    );
    assert.ok(
      kept.some((line) => line.includes('projects.yaml: projects[0].categories: mantido')),
      kept.join('\n'),
    );
  });
});
