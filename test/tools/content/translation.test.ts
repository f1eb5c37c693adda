import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
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
    translatedCollections(collections)
      // The collections the demo has: an owner's own section (the recipe's talks) is not in it.
      .filter(({ file }) => existsSync(join(translationDir(DEMO_CONTENT), `${file}.yaml`)))
      .map(({ file }) => [file, readDataFile(join(translationDir(DEMO_CONTENT), `${file}.yaml`)).data]),
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
    const [translated] = demoTranslation.projects.projects;
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

  test('a missing description, an empty text, a copied value that differs: one line each, at its line', async () => {
    const projects = structuredClone(demoTranslation.projects.projects);
    delete projects[0].description;
    projects[1].title = ' ';
    projects[1].image = '/images/outra.png';
    projects[2].tags = ['Outra'];
    const dir = withTranslation({ ...demoTranslation, projects: { projects } });
    const file = displayPath(join(dir, 'en', 'projects.yaml'));
    const original = displayPath(join(dir, 'projects.yaml'));
    const error = await checkedTranslation(dir, demoContent).catch((error: unknown) => error);
    assert.ok(error instanceof ContentError);
    assert.deepEqual(error.problems.map(formatProblem), [
      `${file}:19: projects[1].title: não pode ficar vazio (recebido " ")`,
      `${file}:2: projects[0].description: falta a tradução (recebido undefined)`,
      `${file}:21: projects[1].image: não se traduz: é copiado de ${original}, onde é "${demoContent.projects[1].image}": escreva aqui o mesmo valor (ou mude os dois) (recebido "/images/outra.png")`,
      `${file}:35: projects[2].tags: não se traduz: é copiado de ${original}, onde é ${JSON.stringify(demoContent.projects[2].tags)}: escreva aqui o mesmo valor (ou mude os dois) (recebido ["Outra"])`,
    ]);
  });

  test('the same items in the same order: another id, another length', async () => {
    const projects = structuredClone(demoTranslation.projects.projects);
    [projects[0], projects[1]] = [projects[1], projects[0]];
    const spokenLanguages = demoTranslation.owner.owner.spokenLanguages.slice(1);
    const dir = withTranslation({
      ...demoTranslation,
      projects: { projects },
      owner: { owner: { ...demoTranslation.owner.owner, spokenLanguages } },
    });
    const ids = demoContent.projects.map(({ id }) => id);
    assert.deepEqual(await problemsOf(dir), [
      `${displayPath(join(dir, 'en', 'owner.yaml'))}: owner.spokenLanguages: a lista deve ter os itens de ${displayPath(join(dir, 'owner.yaml'))}, na mesma ordem (${demoContent.owner.spokenLanguages!.length}) (recebido ${JSON.stringify(spokenLanguages)})`,
      `${displayPath(join(dir, 'en', 'projects.yaml'))}: projects: os ids devem ser os de ${displayPath(join(dir, 'projects.yaml'))}, na mesma ordem: ${ids.join(', ')} (recebido ${JSON.stringify([ids[1], ids[0], ...ids.slice(2)]).slice(0, 79)}…)`,
    ]);
  });

  test('a missing file and a missing section label are named', async () => {
    const homeSections = structuredClone(demoTranslation.navigation.homeSections);
    delete homeSections[1].label;
    const dir = withTranslation({ ...demoTranslation, legal: undefined, navigation: { homeSections } });
    assert.deepEqual(await problemsOf(dir), [
      `${displayPath(join(dir, 'en', 'legal.yaml'))}: arquivo não encontrado: crie-o com a tradução de ${displayPath(join(dir, 'legal.yaml'))}`,
      `${displayPath(join(dir, 'en', 'navigation.yaml'))}: homeSections[1].label: falta a tradução (recebido undefined)`,
    ]);
  });

  test('an English file by id, as before the twins, says what moved', async () => {
    const projects = Object.fromEntries(
      (demoTranslation.projects.projects as { id: string; title: string; description: string }[]).map(({ id, title, description }) => [
        id,
        { title, description },
      ]),
    );
    const dir = withTranslation({ ...demoTranslation, projects: { projects } });
    assert.deepEqual(await problemsOf(dir), [
      `${displayPath(join(dir, 'en', 'projects.yaml'))}: formato antigo: o arquivo em inglês agora é uma cópia inteira de ${displayPath(join(dir, 'projects.yaml'))} (as mesmas listas, com os mesmos ids, na mesma ordem) com os textos em inglês; refaça-o assim (docs/content.md, "The English edition")`,
    ]);
  });

  test('the English content is written to a folder named after it: the same for the same content, another when it changes', async () => {
    const english = { ...demoContent, siteDescription: 'A site for the test' };
    const first = await writeContentFolder(english, 'en');
    assert.equal(await writeContentFolder(english, 'en'), first, 'the same content, the same folder (its bundles keep their hashed names)');
    assert.equal(readDataFile(join(first, 'texts.yaml')).data.siteDescription, 'A site for the test');
    assert.notEqual(await writeContentFolder({ ...english, siteDescription: 'Another' }, 'en'), first);
  });
});
