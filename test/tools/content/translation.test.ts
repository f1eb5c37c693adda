import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { formatProblem } from '../../../tools/content/validate';
import { checkedTranslation, translatedCollections, translationDir, writeContentFolder } from '../../../tools/content/translation';
import { readDataFile } from '../../../tools/content/dataFiles';
import { ContentError } from '../../../tools/content/source';
import { displayPath } from '../../../tools/projectPaths';
import { contentFolder, editable, loadContent, writeContentModule } from '../../support/content';
import { DEMO_CONTENT, demoContent } from '../../support/demo';

const { content: modules, collections } = await loadContent(DEMO_CONTENT);
const demoTranslation = editable(
  Object.fromEntries(
    translatedCollections(collections).map(({ file }) => [file, readDataFile(join(translationDir(DEMO_CONTENT), `${file}.yaml`)).data]),
  ),
);

/** A content folder with the demo's data files and this translation in en/. */
function withTranslation(translation: Record<string, Record<string, unknown> | undefined>): string {
  const dir = contentFolder(editable(modules));
  mkdirSync(join(dir, 'en'));
  for (const [name, keys] of Object.entries(translation)) if (keys) writeContentModule(join(dir, 'en'), name as never, keys);
  return dir;
}

/** A problem without its line, for a test about what it says (dataFiles.test.ts checks the lines). */
const withoutLine = (problem: string) => problem.replace(/^([^:]+):\d+: /, '$1: ');

async function problemsOf(dir: string): Promise<string[]> {
  const error = await checkedTranslation(dir, demoContent).then(
    () => assert.fail('the translation passed'),
    (error: unknown) => error,
  );
  assert.ok(error instanceof ContentError, String(error));
  return error.problems.map(formatProblem).map(withoutLine);
}

describe('the translation of the content (src/content/en/)', () => {
  test('a folder without en/ has no English edition', async () => {
    assert.equal(await checkedTranslation(contentFolder(), demoContent), null);
  });

  test('the English content: translated texts, everything else the Portuguese content’s, periods in English', async () => {
    const english = (await checkedTranslation(withTranslation(demoTranslation), demoContent))!;
    const [project] = demoContent.projects;
    const translated = demoTranslation.projects.projects[project.id];
    assert.deepEqual(english.projects[0], { ...project, title: translated.title, description: translated.description });
    assert.equal(english.owner.email, demoContent.owner.email);
    assert.equal(english.owner.role, demoTranslation.owner.owner.role);
    assert.deepEqual(english.mainTechnologies, demoContent.mainTechnologies);
    assert.deepEqual(
      english.homeSections.map((section) => section.id),
      demoContent.homeSections.map((section) => section.id),
    );
    for (const experience of english.experiences)
      assert.match(experience.period, /^[A-Z][a-z]{2} \d{4} – (?:[A-Z][a-z]{2} \d{4}|present)$/);
  });

  test('a missing description, an extra id, an empty text and a field that is not translated: one line each', async () => {
    const projects = structuredClone(demoTranslation.projects.projects);
    const [firstId, secondId] = Object.keys(projects);
    delete projects[firstId].description;
    projects[secondId].title = ' ';
    projects[secondId].image = '/images/outra.png';
    projects['nao-existe'] = { title: 'Ghost', description: 'Not a project' };
    const dir = withTranslation({ ...demoTranslation, projects: { projects } });
    const file = displayPath(join(dir, 'en', 'projects.yaml'));
    const problems = await problemsOf(dir);
    assert.deepEqual(
      problems.sort(),
      [
        `${file}: projects.${firstId}.description: falta a tradução (recebido undefined)`,
        `${file}: projects.${secondId}.title: não pode ficar vazio (recebido " ")`,
        `${file}: projects.${secondId}: não se traduz: escreva só em src/content/projects.yaml: image (recebido ${JSON.stringify(projects[secondId]).slice(0, 79)}…)`,
        `${file}: projects: id que não existe em src/content/projects.yaml: nao-existe (recebido ${JSON.stringify(projects).slice(0, 79)}…)`,
      ].sort(),
    );
  });

  test('a missing file and a missing section label are named; skills may be left out', async () => {
    const homeSections = { ...demoTranslation.navigation.homeSections };
    delete homeSections[demoContent.homeSections[1].id];
    const dir = withTranslation({ ...demoTranslation, legal: undefined, skills: undefined, navigation: { homeSections } });
    assert.deepEqual(await problemsOf(dir), [
      `${displayPath(join(dir, 'en', 'legal.yaml'))}: arquivo não encontrado: crie-o com a tradução de src/content/legal.yaml (recebido undefined)`,
      `${displayPath(join(dir, 'en', 'navigation.yaml'))}: homeSections.${demoContent.homeSections[1].id}: falta a tradução (recebido undefined)`,
    ]);
  });

  test('the English content is written to a folder named after it: the same for the same content, another when it changes', async () => {
    const english = { ...demoContent, siteDescription: 'A site for the test' };
    const first = await writeContentFolder(english, 'en', DEMO_CONTENT);
    assert.equal(
      await writeContentFolder(english, 'en', DEMO_CONTENT),
      first,
      'the same content, the same folder (its bundles keep their hashed names)',
    );
    assert.equal(readDataFile(join(first, 'texts.yaml')).data.siteDescription, 'A site for the test');
    assert.notEqual(await writeContentFolder({ ...english, siteDescription: 'Another' }, 'en', DEMO_CONTENT), first);
  });
});
