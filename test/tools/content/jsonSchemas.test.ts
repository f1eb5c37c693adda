import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, test } from 'node:test';
// The validator @jsonresume/schema runs (tools/resumeImport/readResume.ts): an editor's check, in a test.
import { Validator, type Schema } from 'jsonschema';
import { Document, parse, type YAMLSeq } from 'yaml';
import { PROJECT_CATEGORIES, SKILL_CATEGORIES } from '../../../src/collections/rules/categories';
import { ANY_FILES } from '../../../src/collections/rules/fields';
import { loadCollections } from '../../../tools/content/collections';
import { readDataFile } from '../../../tools/content/dataFiles';
import { EDITOR_SETTINGS, editorSettingsText, jsonSchemaFiles, SCHEMAS_DIR, writeJsonSchemas } from '../../../tools/content/jsonSchemas';
import { checkedContent, SITE_CONTENT_DIR } from '../../../tools/content/source';
import { TRANSLATION_LANGUAGE } from '../../../tools/content/translation';
import { temporaryFolder } from '../../../scripts/temporaryFolder';
import { recipeBlocks, RECIPE_PAGE } from '../../../scripts/forks/sectionRecipe';
import { ROOT } from '../../../tools/projectPaths';
import { collectionsWithWorkshops, WORKSHOP } from '../../support/addedSection';
import { contentFolder, staticDirOf } from '../../support/content';
import { formatAccepts, formatIgnores, jsonSchemaErrors, mappedSchemas, mappingLine, schemaLineProblem } from '../../support/dataFileRules';
import { DEMO_CONTENT } from '../../support/demo';

const generated = await jsonSchemaFiles();
const jsonSchema = (path: string) => JSON.parse(generated.get(path)!) as Schema;

/** Each data file the schemas are for, by its path in a content folder, with its JSON Schema's path and its zod schema. */
const dataFiles = (await loadCollections()).flatMap(({ file, schema, translation }) => [
  { path: `${file}.yaml`, schema: `${file}.json`, zod: schema(ANY_FILES) },
  // The English twin: the same file again, checked with the same schema.
  ...(translation === 'none' ? [] : [{ path: `${TRANSLATION_LANGUAGE}/${file}.yaml`, schema: `${file}.json`, zod: schema(ANY_FILES) }]),
]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes anything into it: breaking the types is the point
type Data = Record<string, any>;
const demoData = (path: string): Data => readDataFile(join(DEMO_CONTENT, path)).data;
const jsonErrors = (data: unknown, schema: string) => jsonSchemaErrors(generated, schema, data);

describe('the JSON Schemas of the data files (src/content/schemas/)', () => {
  test('the committed files are those the collections make: npm run build rewrites them when they change', () => {
    for (const [path, text] of generated) {
      const file = join(SCHEMAS_DIR, path);
      assert.ok(existsSync(file), `src/content/schemas/${path} is missing: run npm run build`);
      assert.equal(readFileSync(file, 'utf8'), text, `src/content/schemas/${path} is stale: run npm run build`);
    }
  });

  test('.vscode/settings.json maps them as the collections say: npm run build rewrites it when it is stale', async () => {
    const current = readFileSync(EDITOR_SETTINGS, 'utf8');
    assert.equal(current, await editorSettingsText(current, await loadCollections()), '.vscode/settings.json is stale: run npm run build');
  });

  test("each data file's JSON Schema is mapped in .vscode/settings.json, which a save keeps; a first line names no other", () => {
    const mapped = mappedSchemas();
    for (const { path, schema } of dataFiles)
      assert.equal(
        mapped.get(path),
        schema,
        `src/content/${path} has no JSON Schema in .vscode/settings.json: add ${mappingLine(path, schema)}`,
      );
    for (const schema of mapped.values())
      assert.ok(generated.has(schema), `.vscode/settings.json maps a JSON Schema the build does not write: ${schema}`);
    for (const dir of [SITE_CONTENT_DIR, DEMO_CONTENT]) {
      for (const { path } of dataFiles) {
        const file = join(dir, path);
        // A site without an English edition has no en/ files.
        if (existsSync(file)) assert.equal(schemaLineProblem(dir, path, readFileSync(file, 'utf8')), null);
      }
    }
  });

  test('a data file in another YAML style and without its first line, as the editor or a hand writes it, passes what npm test asks', async () => {
    const document = new Document(demoData('projects.yaml'));
    (document.getIn(['projects', 0, 'categories'], true) as YAMLSeq).flow = true;
    const text = document.toString({
      flowCollectionPadding: true,
      defaultStringType: 'QUOTE_DOUBLE',
      defaultKeyType: 'PLAIN',
      indentSeq: false,
    });
    assert.match(text, /^ {2}categories: \[ "fullstack" \]$/m);
    const dir = contentFolder();
    writeFileSync(join(dir, 'projects.yaml'), text);
    await checkedContent(dir, staticDirOf(dir));
    assert.equal(schemaLineProblem(dir, 'projects.yaml', text), null);
    assert.deepEqual(jsonErrors(parse(text), 'projects.json'), []);
    assert.equal(await formatAccepts('src/content/projects.yaml', text), true, 'prettier --check judges the content');
    // The owner's content only: every other file of src/ stays the formatter's.
    const code = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((path) => /\.(tsx?|css|json)$/.test(path));
    for (const file of code) assert.equal(await formatIgnores(`src/${file}`), file.startsWith('content/'), `src/${file}`);
  });

  test("the demo's data files pass their JSON Schemas: an editor marks nothing the build accepts", () => {
    // The demo's own files: a collection an owner added has no data in the demo fixture.
    const demoFiles = dataFiles.filter(({ path }) => existsSync(join(DEMO_CONTENT, path)));
    assert.ok(demoFiles.length >= 15, `the demo has its ${demoFiles.length} data files`);
    for (const { path, schema } of demoFiles) assert.deepEqual(jsonErrors(demoData(path), schema), [], path);
  });

  test('a value zod refuses, and the JSON Schema can say so, the JSON Schema refuses too', () => {
    const cases: { path: string; why: string; change: (data: Data) => void }[] = [
      { path: 'skills.yaml', why: 'a percentage over 100', change: (data) => (data.skills[0].percentage = 120) },
      { path: 'skills.yaml', why: 'a category zod does not list', change: (data) => (data.skills[0].category = 'cozinha') },
      { path: 'owner.yaml', why: 'a required field missing', change: (data) => delete data.owner.name },
      { path: 'owner.yaml', why: 'a phone with spaces', change: (data) => (data.owner.phone = '51 99999 8888') },
      { path: 'projects.yaml', why: 'an id with capitals', change: (data) => (data.projects[0].id = 'Meu-Projeto') },
      { path: 'projects.yaml', why: 'no category', change: (data) => (data.projects[0].categories = []) },
      { path: 'texts.yaml', why: 'a required key missing', change: (data) => delete data.heroIntro },
      { path: 'technologies.yaml', why: 'a text for a list', change: (data) => (data.mainTechnologies = 'React') },
      { path: 'en/projects.yaml', why: 'a field of no project', change: (data) => (data.projects[0].cover = '/a.svg') },
      { path: 'en/owner.yaml', why: 'an address that is no e-mail', change: (data) => (data.owner.email = 'a.example.com') },
      { path: 'en/skills.yaml', why: 'an empty name', change: (data) => (data.skills[0].name = '') },
    ];
    for (const { path, why, change } of cases) {
      const { schema, zod } = dataFiles.find((file) => file.path === path)!;
      const data = demoData(path);
      change(data);
      assert.equal(zod.safeParse(data).success, false, `zod accepts ${why} in ${path}`);
      assert.notDeepEqual(jsonErrors(data, schema), [], `the JSON Schema accepts ${why} in ${path}`);
    }
  });

  test("the categories are zod's, and a picture is any path: whether its file exists is the build's to say", () => {
    const projects = jsonSchema('projects.json') as { properties: { projects: { items: Schema } } };
    const project = projects.properties.projects.items.properties!;
    assert.deepEqual((project.categories.items as Schema).enum, [...PROJECT_CATEGORIES]);
    // Empty, or left out (the editor leaves an empty picture out), is no picture.
    assert.deepEqual(project.image, { type: 'string', default: '', title: project.image.title, description: project.image.description });
    const skills = jsonSchema('skills.json') as { properties: { skills: { items: Schema } } };
    assert.deepEqual(skills.properties.skills.items.properties!.category.enum, [...SKILL_CATEGORIES]);
    const owner = jsonSchema('owner.json') as { properties: { owner: Schema } };
    const { photo } = owner.properties.owner.properties!;
    assert.deepEqual(photo, { type: 'string', default: '', title: photo.title, description: photo.description });
  });

  test('the build writes the schemas that differ, and only for the content of src/content/ itself', async () => {
    const schemas = temporaryFolder('schemas-');
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), [...generated.keys()]);
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), []);
    writeFileSync(join(schemas, 'owner.json'), '{}\n');
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), ['owner.json']);
    assert.equal(readFileSync(join(schemas, 'owner.json'), 'utf8'), generated.get('owner.json'));

    const elsewhere = temporaryFolder('schemas-');
    assert.deepEqual(await writeJsonSchemas(contentFolder(), elsewhere), []);
    assert.equal(existsSync(join(elsewhere, 'owner.json')), false);
  });

  test("an owner's collection gets its data file's JSON Schema, the one the recipe's data files name", async () => {
    const schemas = temporaryFolder('schemas-');
    assert.ok((await writeJsonSchemas(SITE_CONTENT_DIR, schemas, await collectionsWithWorkshops())).includes('workshops.json'));
    const workshops = JSON.parse(readFileSync(join(schemas, 'workshops.json'), 'utf8')) as Schema;
    const section = { after: 'experiencia', label: 'Oficinas' };
    assert.deepEqual(new Validator().validate({ section, workshops: [WORKSHOP] }, workshops).errors, []);
    assert.notDeepEqual(new Validator().validate({ section, workshops: [{ ...WORKSHOP, year: 'ano passado' }] }, workshops).errors, []);
    // Its English twin is the whole file in English: it names this one, and has none of its own.
    assert.equal(existsSync(join(schemas, 'en/workshops.json')), false);
    // docs/content.md, "Add a section": its talks.yaml and English twin name talks.json, which the build
    // writes so for the recipe's collection, from where each file is.
    const named = recipeBlocks(readFileSync(join(ROOT, RECIPE_PAGE), 'utf8'))
      .filter(({ file, place }) => place === null && file.endsWith('talks.yaml'))
      .map(({ file, code }) => {
        const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(code.split('\n')[0])![1];
        return relative(SCHEMAS_DIR, join(dirname(join(ROOT, file)), schema));
      });
    assert.deepEqual(named, ['talks.json', 'talks.json']);
  });

  test("the mapping follows the collections, an owner's among them, and keeps the settings' other keys", async () => {
    const settings = join(temporaryFolder('vscode-'), 'settings.json');
    const mine = { 'editor.tabSize': 4, 'yaml.schemas': { './docs/mine.json': ['/docs/mine.yaml'] } };
    writeFileSync(settings, JSON.stringify(mine));
    const schemas = temporaryFolder('schemas-');
    const written = await writeJsonSchemas(SITE_CONTENT_DIR, schemas, await collectionsWithWorkshops(), settings);
    assert.ok(written.includes(settings));
    const withTalks = JSON.parse(readFileSync(settings, 'utf8')) as typeof mine & { 'yaml.schemas': Record<string, string[]> };
    assert.equal(withTalks['editor.tabSize'], 4);
    assert.deepEqual(withTalks['yaml.schemas']['./docs/mine.json'], ['/docs/mine.yaml']);
    // Each English twin is the whole file again: checked with the same schema.
    assert.deepEqual(withTalks['yaml.schemas']['./src/content/schemas/workshops.json'], [
      '/src/content/workshops.yaml',
      '/src/content/en/workshops.yaml',
    ]);
    assert.deepEqual(withTalks['yaml.schemas']['./src/content/schemas/owner.json'], [
      '/src/content/owner.yaml',
      '/src/content/en/owner.yaml',
    ]);
    assert.equal(withTalks['yaml.schemas']['./src/content/schemas/en/owner.json'], undefined);
    assert.equal(await formatAccepts('.vscode/settings.json', readFileSync(settings, 'utf8')), true);
    // Written again only when it changes; the collection gone, its mapping goes.
    assert.ok(!(await writeJsonSchemas(SITE_CONTENT_DIR, schemas, await collectionsWithWorkshops(), settings)).includes(settings));
    await writeJsonSchemas(SITE_CONTENT_DIR, schemas, undefined, settings);
    assert.equal(
      (JSON.parse(readFileSync(settings, 'utf8')) as typeof withTalks)['yaml.schemas']['./src/content/schemas/workshops.json'],
      undefined,
    );
    // Nor for a build of another content folder, nor into another schemas folder than the repository's.
    const before = readFileSync(EDITOR_SETTINGS, 'utf8');
    assert.deepEqual(await writeJsonSchemas(contentFolder(), schemas, await collectionsWithWorkshops(), settings), []);
    await writeJsonSchemas(SITE_CONTENT_DIR, temporaryFolder('schemas-'), await collectionsWithWorkshops());
    assert.equal(readFileSync(EDITOR_SETTINGS, 'utf8'), before);
  });

  test('the schema of a collection no longer declared goes; no other file does', async () => {
    const schemas = temporaryFolder('schemas-');
    await writeJsonSchemas(SITE_CONTENT_DIR, schemas, await collectionsWithWorkshops());
    const others = { 'mine.json': '{ "$comment": "Meu." }\n', 'broken.json': '{', 'copy.json': generated.get('owner.json')! };
    for (const [path, text] of Object.entries(others)) writeFileSync(join(schemas, path), text);
    // An English schema the build wrote before the twins (en/owner.json): a twin names its collection's now.
    mkdirSync(join(schemas, 'en'));
    writeFileSync(join(schemas, 'en/owner.json'), generated.get('owner.json')!);
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), ['workshops.json', 'en/owner.json']);
    assert.equal(existsSync(join(schemas, 'workshops.json')), false);
    assert.equal(existsSync(join(schemas, 'en/owner.json')), false);
    for (const path of Object.keys(others)) assert.ok(existsSync(join(schemas, path)), path);
  });
});
