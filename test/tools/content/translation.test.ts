import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { formatProblem } from '../../../tools/content/validate';
import { checkedTranslation, translationDir, TRANSLATED_MODULES, writeContentFolder } from '../../../tools/content/translation';
import { ContentError, importModules } from '../../../tools/content/source';
import { displayPath } from '../../../tools/projectPaths';
import { contentFolder, editable, loadContent } from '../../support/content';
import { DEMO_CONTENT, demoContent } from '../../support/demo';

const { content: modules } = await loadContent(DEMO_CONTENT);
const demoTranslation = editable(
  (await importModules(
    Object.fromEntries(TRANSLATED_MODULES.map((name) => [name, join(translationDir(DEMO_CONTENT), `${name}.ts`)])),
  )) as never,
);

/** A content folder with src/content/'s modules and this translation in en/, as plain data. */
function withTranslation(translation: Record<string, Record<string, unknown> | undefined>): string {
  const dir = contentFolder(editable(modules));
  mkdirSync(join(dir, 'en'));
  for (const [name, exports] of Object.entries(translation)) {
    if (!exports) continue;
    const code = Object.entries(exports).map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};\n`);
    writeFileSync(join(dir, 'en', `${name}.ts`), code.join(''));
  }
  return dir;
}

async function problemsOf(dir: string): Promise<string[]> {
  const error = await checkedTranslation(dir, demoContent).then(
    () => assert.fail('the translation passed'),
    (error: unknown) => error,
  );
  assert.ok(error instanceof ContentError, String(error));
  return error.problems.map(formatProblem);
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
    const file = displayPath(join(dir, 'en', 'projects.ts'));
    const problems = await problemsOf(dir);
    assert.deepEqual(
      problems.sort(),
      [
        `${file}: projects.${firstId}.description: falta a tradução (recebido undefined)`,
        `${file}: projects.${secondId}.title: não pode ficar vazio (recebido " ")`,
        `${file}: projects.${secondId}: não se traduz: escreva só em src/content/projects.ts: image (recebido ${JSON.stringify(projects[secondId]).slice(0, 79)}…)`,
        `${file}: projects: id que não existe em src/content/projects.ts: nao-existe (recebido ${JSON.stringify(projects).slice(0, 79)}…)`,
      ].sort(),
    );
  });

  test('a missing file and a missing section label are named; skills may be left out', async () => {
    const homeSections = { ...demoTranslation.navigation.homeSections };
    delete homeSections[demoContent.homeSections[1].id];
    const dir = withTranslation({ ...demoTranslation, legal: undefined, skills: undefined, navigation: { homeSections } });
    assert.deepEqual(await problemsOf(dir), [
      `${displayPath(join(dir, 'en', 'legal.ts'))}: arquivo não encontrado: crie-o com a tradução de src/content/legal.ts (recebido undefined)`,
      `${displayPath(join(dir, 'en', 'navigation.ts'))}: homeSections.${demoContent.homeSections[1].id}: falta a tradução (recebido undefined)`,
    ]);
  });

  test('the English content is written to a folder named after it: the same for the same content, another when it changes', async () => {
    const english = { ...demoContent, siteDescription: 'A site for the test' };
    const first = await writeContentFolder(english, 'en');
    assert.equal(await writeContentFolder(english, 'en'), first, 'the same content, the same folder (its bundles keep their hashed names)');
    assert.ok(existsSync(join(first, 'texts.ts')));
    assert.notEqual(await writeContentFolder({ ...english, siteDescription: 'Another' }, 'en'), first);
  });
});
