// A collection is one declaration (src/collections/<name>.ts) and its data: every reader of the content
// lists it without another edit. The workshops collection (test/support/addedSection.ts) is declared in a
// folder of its own, loaded as src/collections/ is, and given to each reader beside the site's.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { z } from 'zod';
import { editorConfig } from '../../../tools/admin/editorConfig';
import type { EditorField } from '../../../tools/admin/fields';
import { keysOf, loadCollections } from '../../../tools/content/collections';
import { resolveContentModule } from '../../../tools/content/contentModule';
import { dataText, readDataFile } from '../../../tools/content/dataFiles';
import { jsonSchemaFiles } from '../../../tools/content/jsonSchemas';
import { checkedContent, ContentError, loadContent, SITE_CONTENT_DIR } from '../../../tools/content/source';
import { checkedTranslation } from '../../../tools/content/translation';
import { formatProblem } from '../../../tools/content/validate';
import { temporaryFolder } from '../../../scripts/temporaryFolder';
import { ROOT } from '../../../tools/projectPaths';
import { collectionsWithWorkshops, WORKSHOP, WORKSHOPS_SECTION, workshopsCollectionFolder } from '../../support/addedSection';
import { contentFolder, staticDirOf } from '../../support/content';
import { DEMO_CONTENT } from '../../support/demo';

const collections = await collectionsWithWorkshops();
const section = { after: 'experiencia', label: 'Oficinas' };

/** A content folder with the demo's data files (no English edition unless `en/` is among the files) and these. */
function folderWith(files: Record<string, string>): string {
  const dir = contentFolder();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The problems a build of `dir` stops at, as lines, the folder's path left out. */
async function problemsOf(dir: string, check: () => Promise<unknown>): Promise<string[]> {
  const error = await check().then(
    () => assert.fail('the content passed'),
    (failure: unknown) => failure,
  );
  assert.ok(error instanceof ContentError, String(error));
  return error.problems.map((problem) => formatProblem(problem).replace(`${dir}/`, ''));
}

const contentProblems = (dir: string) => problemsOf(dir, () => checkedContent(dir, staticDirOf(dir), collections));

describe('the collections, each declared once in src/collections/', () => {
  test('every file directly in src/collections/ is one, named as its data file', async () => {
    const site = await loadCollections();
    const files = readdirSync(join(ROOT, 'src/collections')).filter((name) => name.endsWith('.ts'));
    assert.deepEqual(
      site.map(({ file }) => `${file}.ts`),
      files.sort(),
    );
    // The template's own, whatever collections an owner added beside them.
    for (const file of ['experiences', 'legal', 'navigation', 'owner', 'projects', 'skills', 'technologies', 'texts'])
      assert.ok(
        site.some((collection) => collection.file === file),
        file,
      );
    assert.deepEqual(keysOf(site.find(({ file }) => file === 'texts')!), ['heroIntro', 'biography', 'siteDescription']);
  });

  test('a declaration named otherwise than its file, or a file that declares none, stops the build', async () => {
    const misnamed = workshopsCollectionFolder();
    writeFileSync(join(misnamed, 'oficinas.ts'), `export { collection } from './workshops';\n`);
    await assert.rejects(loadCollections(misnamed), /oficinas\.ts: the collection's file is "workshops": it must be "oficinas"/);
    const none = temporaryFolder('collections-');
    writeFileSync(join(none, 'helpers.ts'), 'export const shared = 1;\n');
    await assert.rejects(loadCollections(none), /helpers\.ts: declares no collection: .*src\/collections\/rules\//);
  });
});

describe('a collection an owner declares (src/collections/workshops.ts) is in every reader, with no other edit', () => {
  test('the resolver of site:content/<name>: its data file, its keys where the folder has none, and no other name', () => {
    const dir = folderWith({ 'workshops.yaml': dataText({ section, workshops: [WORKSHOP] }) });
    assert.deepEqual(resolveContentModule(dir, 'workshops', collections), { kind: 'data', file: join(dir, 'workshops.yaml') });
    // Not src/content/'s: a section of the owner's shows only where its data file is.
    assert.deepEqual(resolveContentModule(contentFolder(), 'workshops', collections), { kind: 'none', keys: ['section', 'workshops'] });
    const unknown = resolveContentModule(dir, 'ownr', collections);
    assert.equal(unknown.kind, 'unknown');
    assert.match(unknown.kind === 'unknown' ? unknown.message : '', /site:content\/ownr: .*experiences, .*owner, .*texts, workshops$/);
  });

  test('the content read: its data file, as the site’s', async () => {
    const dir = folderWith({ 'workshops.yaml': dataText({ section, workshops: [WORKSHOP] }) });
    const { content, files } = await loadContent(dir, collections);
    assert.deepEqual(content.workshops, { section, workshops: [WORKSHOP] });
    assert.equal(files.workshops, join(dir, 'workshops.yaml'));
  });

  test('its JSON Schema, which its English twin names too', async () => {
    const schemas = await jsonSchemaFiles(collections);
    assert.ok(schemas.has('workshops.json'));
    assert.ok(!schemas.has('en/workshops.json'));
  });

  test('the editor’s entry, both editions side by side, under its label, its fields named by its own metadata', () => {
    const settings = { repo: 'ana/site', branch: 'main', siteUrl: 'https://ana.example', basePath: '/', title: 'Ana' };
    const none = z.strictObject({});
    const markdown = { caseStudy: none, note: none };
    const config = editorConfig(settings, true, markdown, collections);
    const data = config.collections.find((collection) => collection.name === 'data') as {
      files: { name: string; label: string; file: string; fields: EditorField[] }[];
    };
    const workshops = data.files.find(({ name }) => name === 'workshops');
    assert.deepEqual(workshops && [workshops.label, workshops.file], ['Oficinas', 'src/content/{{locale}}/workshops.yaml']);
    const labels = (fields: EditorField[]): unknown[] =>
      fields.map((field) => (field.fields ? [field.label, labels(field.fields)] : [field.label, field.widget]));
    assert.deepEqual(labels(workshops!.fields), [
      [
        'Seção',
        [
          ['Depois da seção', 'string'],
          ['Nome no menu', 'string'],
        ],
      ],
      [
        'Oficinas',
        [
          ['Identificador', 'string'],
          ['Título', 'string'],
          ['Evento', 'string'],
          ['Ano', 'number'],
          ['Link da oficina', 'string'],
        ],
      ],
    ]);
    // Its translatable texts are written in each edition; every other value is copied from the Portuguese.
    const i18n = (fields: EditorField[]): unknown[] =>
      fields.map((field) => (field.fields ? [field.name, field.i18n, i18n(field.fields)] : [field.name, field.i18n]));
    assert.deepEqual(i18n(workshops!.fields), [
      [
        'section',
        true,
        [
          ['after', 'duplicate'],
          ['label', true],
        ],
      ],
      [
        'workshops',
        true,
        [
          ['id', 'duplicate'],
          ['title', true],
          ['event', 'duplicate'],
          ['year', 'duplicate'],
          ['url', 'duplicate'],
        ],
      ],
    ]);
  });

  test('its checks: every value its schema refuses, at its line', async () => {
    const workshops = [WORKSHOP, { ...WORKSHOP, id: 'Outra Oficina', title: ' ', url: 'http://example.org', year: '2025' }];
    const dir = folderWith({ 'workshops.yaml': dataText({ section, workshops }) });
    const problems = await contentProblems(dir);
    // The second workshop starts at line 10; the words are the shared field rules' (src/collections/rules/fields.ts).
    assert.deepEqual(
      problems.map((line) => line.replace(/^(\S+ [\w.[\]]+): .*( \(recebido .*\))$/, '$1: …$2')),
      [
        'workshops.yaml:10: workshops[1].id: … (recebido "Outra Oficina")',
        'workshops.yaml:11: workshops[1].title: … (recebido " ")',
        'workshops.yaml:13: workshops[1].year: … (recebido "2025")',
        'workshops.yaml:14: workshops[1].url: … (recebido "http://example.org")',
      ],
    );
  });

  test('a data file no collection declares is a problem; a key its schema does not name too', async () => {
    const dir = folderWith({
      'workshops.yaml': `${dataText({ section, workshops: [WORKSHOP] })}featured: teclado-primeiro\n`,
      'cursos.yaml': dataText({ cursos: [] }),
    });
    const [undeclared, unknownKey, ...rest] = await contentProblems(dir);
    assert.equal(
      undeclared,
      'cursos.yaml: nenhuma coleção lê este arquivo: declare-a em src/collections/cursos.ts (docs/content.md, "Add a section") ou apague o arquivo',
    );
    // At the key's own line, as a misspelt key of the site's files (validate.test.ts).
    assert.match(unknownKey, /^workshops\.yaml:10: .*"featured"/);
    assert.deepEqual(rest, []);
  });

  test('the navigation may list its section only while its data file is there: else the entry is a problem at its line', async () => {
    const navigation = readDataFile(join(SITE_CONTENT_DIR, 'navigation.yaml')).data as { homeSections: { id: string; label: string }[] };
    const homeSections = [...navigation.homeSections, { id: WORKSHOPS_SECTION, label: 'Oficinas' }];
    const dir = folderWith({ 'navigation.yaml': dataText({ homeSections }) });
    const line = readDataFile(join(dir, 'navigation.yaml')).lineOf(['homeSections', homeSections.length - 1, 'id']);
    assert.deepEqual(await contentProblems(dir), [
      `navigation.yaml:${line}: homeSections[${homeSections.length - 1}].id: a seção oficinas mostra ${dir}/workshops.yaml, que não existe: crie o arquivo (docs/content.md, "Add a section") ou apague esta entrada (recebido "oficinas")`,
    ]);
  });
});

describe('the English twin of an owner’s collection: the whole file again, its translatable texts in English', () => {
  const english = (workshops: unknown[]) => dataText({ section: { ...section, label: 'Workshops' }, workshops });
  const content = async (dir: string) => checkedContent(dir, staticDirOf(dir), collections);
  const translationProblems = async (dir: string) => {
    const portuguese = await content(dir);
    return problemsOf(dir, () => checkedTranslation(dir, portuguese, collections));
  };
  /** A folder with the demo's English edition and these files. */
  const withEnglish = (files: Record<string, string>) => {
    const dir = folderWith({});
    cpSync(join(DEMO_CONTENT, 'en'), join(dir, 'en'), { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
    return dir;
  };

  test('the English edition takes its translatable texts, every other value the Portuguese file’s', async () => {
    const dir = withEnglish({
      'workshops.yaml': dataText({ section, workshops: [WORKSHOP] }),
      'en/workshops.yaml': english([{ ...WORKSHOP, title: 'Keyboard first' }]),
    });
    const translated = (await checkedTranslation(dir, await content(dir), collections)) as unknown as Record<string, unknown>;
    assert.deepEqual(translated.section, { ...section, label: 'Workshops' });
    assert.deepEqual(translated.workshops, [{ ...WORKSHOP, title: 'Keyboard first' }]);
  });

  test('a value it copies must be the Portuguese file’s', async () => {
    const dir = withEnglish({
      'workshops.yaml': dataText({ section, workshops: [WORKSHOP] }),
      'en/workshops.yaml': english([{ ...WORKSHOP, event: 'Frontend Recife (online)' }]),
    });
    assert.deepEqual(await translationProblems(dir), [
      `en/workshops.yaml:7: workshops[0].event: não se traduz: é copiado de ${dir}/workshops.yaml, onde é "Frontend Recife": escreva aqui o mesmo valor (ou mude os dois) (recebido "Frontend Recife (online)")`,
    ]);
  });

  test('missing, it is a problem that says what to do', async () => {
    const dir = withEnglish({ 'workshops.yaml': dataText({ section, workshops: [WORKSHOP] }) });
    assert.deepEqual(await translationProblems(dir), [
      `en/workshops.yaml: arquivo não encontrado: crie-o com a tradução de ${dir}/workshops.yaml`,
    ]);
  });

  test('its lists hold the ids of the Portuguese file’s, in its order; its values pass the same schema', async () => {
    const other = { ...WORKSHOP, id: 'outra-oficina' };
    const dir = withEnglish({
      'workshops.yaml': dataText({ section, workshops: [WORKSHOP, other] }),
      'en/workshops.yaml': english([other, { ...WORKSHOP, year: 'soon' }]),
    });
    assert.deepEqual(await translationProblems(dir), [
      'en/workshops.yaml:13: workshops[1].year: Entrada inválida: esperava um número, recebeu um texto (recebido "soon")',
      `en/workshops.yaml:4: workshops: os ids devem ser os de ${dir}/workshops.yaml, na mesma ordem: teclado-primeiro, outra-oficina (recebido ["outra-oficina","teclado-primeiro"])`,
    ]);
  });
});
