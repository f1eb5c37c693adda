// `--en EN.json`: the English edition from a second résumé with the same jobs and projects, matched by
// position; a résumé that is not the same one in English is refused, entry by entry, with nothing written.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkedContent } from '../../../tools/content/source';
import { checkedTranslation } from '../../../tools/content/translation';
import { formatProblem } from '../../../tools/content/problems';
import { jsonResume } from '../../../tools/cv/jsonResume';
import { displayPath } from '../../../tools/projectPaths';
import { importResume } from '../../../tools/resumeImport/importResume';
import { DEMO_STATIC, demoContent, demoTranslation } from '../../support/demo';
import { FIXTURES, resumeFile, scratch, snapshot } from './support';

const SITE = 'https://example.com';
const LUIZA = join(FIXTURES, 'luiza.json');
// The demo fixture: its project ids are the ones written below, whatever the owner's content holds.
const [demo, demoEnglish] = [demoContent, demoTranslation];
const PORTUGUESE = jsonResume(demo, 'pt-BR', SITE);
// The demo's English edition, or its Portuguese texts marked as English: the same jobs and projects either way.
const ENGLISH = demoEnglish ? jsonResume(demoEnglish, 'en', SITE) : { ...PORTUGUESE, basics: { ...PORTUGUESE.basics, label: 'developer' } };
const CASE_STUDY = '---\nrole: Dev\nperiod: mar 2023 - out 2024\nteam: 1\noutcome: mais rápido\n---\n\n## O problema\n\nTexto.\n';
const CASE_STUDY_EN = '---\nrole: Dev\nperiod: mar 2023 - out 2024\nteam: 1\noutcome: faster\n---\n\n## The problem\n\nText.\n';

function folderWith(files: Record<string, string>): string {
  const dir = join(scratch(), 'conteudo');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the English edition from a second résumé (--en)', () => {
  test('twins of the Portuguese files, their texts in English: the build’s translation check passes', async () => {
    const dir = join(scratch(), 'conteudo');
    const outcome = await importResume({ file: resumeFile(PORTUGUESE), en: resumeFile(ENGLISH), contentDir: dir, staticDir: DEMO_STATIC });
    assert.equal(outcome.status, 'written', JSON.stringify(outcome));
    const content = await checkedContent(dir, DEMO_STATIC);
    const english = (await checkedTranslation(dir, content))!;
    assert.deepEqual(
      english.projects.map((project) => [project.id, project.title, project.description]),
      content.projects.map((project, index) => [project.id, ENGLISH.projects[index].name, ENGLISH.projects[index].description]),
    );
    assert.deepEqual(
      english.experiences.map((experience) => [experience.id, experience.title, experience.company]),
      content.experiences.map((experience, index) => [experience.id, ENGLISH.work[index].position, ENGLISH.work[index].name]),
    );
    assert.equal(english.owner.role, ENGLISH.basics.label);
    assert.deepEqual(english.biography, ENGLISH.basics.summary.split('\n\n'));
    for (const name of ['owner', 'texts', 'experiences', 'projects', 'skills', 'legal', 'navigation'])
      assert.ok(existsSync(join(dir, 'en', `${name}.yaml`)), name);
  });

  test('a job in one résumé and not the other, a project fewer, other dates: each listed, nothing written', async () => {
    const dir = folderWith({ 'projects/agenda-facil.md': CASE_STUDY });
    const before = snapshot(dir);
    const english = structuredClone(ENGLISH);
    english.work.pop();
    english.projects.pop();
    english.work[0].startDate = '2001-01';
    const [ptFile, enFile] = [resumeFile(PORTUGUESE, 'pt.json'), resumeFile(english, 'en.json')];
    const outcome = await importResume({ file: ptFile, en: enFile, contentDir: dir, force: true, staticDir: DEMO_STATIC });
    assert.equal(outcome.status, 'invalid');
    const problems = outcome.status === 'invalid' ? outcome.problems.map(formatProblem) : [];
    const [lastJob, lastProject] = [PORTUGUESE.work.length - 1, PORTUGUESE.projects.length - 1];
    assert.deepEqual(
      problems.map((problem) => problem.split(' (')[0]),
      [
        `${ptFile}: work[${lastJob}]: não está em ${enFile}`,
        `${ptFile}: projects[${lastProject}]: não está em ${enFile}`,
        `${enFile}: work[0]: datas diferentes das de ${ptFile}`,
      ],
    );
    assert.ok(problems[0].includes(`(${PORTUGUESE.work[lastJob].position}, ${PORTUGUESE.work[lastJob].name})`), problems[0]);
    assert.deepEqual(snapshot(dir), before);
  });

  test('with --force, case studies of projects the résumés do not have go in both languages; those they have stay', async () => {
    const dir = folderWith({
      'projects/agenda-facil.md': CASE_STUDY,
      'en/projects/agenda-facil.md': CASE_STUDY_EN,
      'projects/projeto-velho.md': CASE_STUDY,
      'en/projects/projeto-velho.md': CASE_STUDY_EN,
    });
    const outcome = await importResume({
      file: resumeFile(PORTUGUESE),
      en: resumeFile(ENGLISH),
      contentDir: dir,
      force: true,
      staticDir: DEMO_STATIC,
    });
    assert.equal(outcome.status, 'written', JSON.stringify(outcome));
    assert.deepEqual(outcome.status === 'written' && outcome.removed, [
      displayPath(join(dir, 'projects/projeto-velho.md')),
      displayPath(join(dir, 'en/projects/projeto-velho.md')),
    ]);
    assert.ok(existsSync(join(dir, 'projects/agenda-facil.md')) && existsSync(join(dir, 'en/projects/agenda-facil.md')));
  });

  test('without --en, another owner’s English edition no longer matches: said, refused without --force, removed with it', async () => {
    const dir = join(scratch(), 'conteudo');
    await importResume({ file: resumeFile(PORTUGUESE), en: resumeFile(ENGLISH), contentDir: dir, staticDir: DEMO_STATIC });
    const before = snapshot(dir);
    const refused = await importResume({ file: LUIZA, contentDir: dir, staticDir: DEMO_STATIC });
    assert.equal(refused.status, 'refused');
    const englishFiles = [...before.keys()].filter((path) => path.startsWith('en/')).map((path) => displayPath(join(dir, path)));
    assert.deepEqual(refused.status === 'refused' && [...refused.removed].sort(), englishFiles.sort());
    assert.match(refused.status === 'refused' ? refused.notes.join('\n') : '', /edição em inglês .* não o novo/);
    assert.deepEqual(snapshot(dir), before);

    const outcome = await importResume({ file: LUIZA, contentDir: dir, force: true, staticDir: DEMO_STATIC });
    assert.equal(outcome.status, 'written');
    assert.match(outcome.status === 'written' ? outcome.notes.join('\n') : '', /edição em inglês .* sai inteira/);
    assert.ok(!existsSync(join(dir, 'en')), 'an empty en/ would still make an English edition');
    assert.equal(await checkedTranslation(dir, await checkedContent(dir, DEMO_STATIC)), null);
    assert.deepEqual(outcome.status === 'written' && outcome.toComplete.map(formatProblem).filter((line) => line.includes('/en/')), []);
  });

  test('without --en, the same owner’s English edition stays while it translates the new content, and goes (said) when it does not', async () => {
    const dir = join(scratch(), 'conteudo');
    await importResume({ file: resumeFile(PORTUGUESE), en: resumeFile(ENGLISH), contentDir: dir, staticDir: DEMO_STATIC });
    const english = [...snapshot(dir).keys()].filter((path) => path.startsWith('en/'));
    const again = await importResume({ file: resumeFile(PORTUGUESE), contentDir: dir, force: true, staticDir: DEMO_STATIC });
    assert.equal(again.status, 'written', JSON.stringify(again));
    assert.deepEqual(again.status === 'written' && again.removed, []);
    assert.ok(await checkedTranslation(dir, await checkedContent(dir, DEMO_STATIC)), 'the English edition still builds');

    const newJob = { name: 'Outra Empresa', position: 'Dev', startDate: '2025-11-01', summary: 'Um emprego novo.' };
    const changed = await importResume({
      file: resumeFile({ ...PORTUGUESE, work: [newJob, ...PORTUGUESE.work] }),
      contentDir: dir,
      force: true,
      staticDir: DEMO_STATIC,
    });
    assert.equal(changed.status, 'written', JSON.stringify(changed));
    assert.deepEqual(
      changed.status === 'written' && [...changed.removed].sort(),
      english.map((path) => displayPath(join(dir, path))).sort(),
    );
    assert.match(changed.status === 'written' ? changed.notes.join('\n') : '', /edição em inglês .* sai inteira/);
    assert.deepEqual(
      [...snapshot(changed.status === 'written' ? changed.backup! : '').keys()].filter((path) => path.startsWith('en/')).sort(),
      english.sort(),
      'the English edition is in the backup',
    );
  });
});
