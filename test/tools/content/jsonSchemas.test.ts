import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, test } from 'node:test';
// The validator @jsonresume/schema runs (tools/resumeImport/readResume.ts): an editor's check, in a test.
import { Validator, type Schema } from 'jsonschema';
import { PROJECT_CATEGORIES, SKILL_CATEGORIES } from '../../../src/collections/categories';
import { ANY_FILES } from '../../../src/collections/fields';
import { CONTENT_MODULES, contentSchema, TRANSLATED_MODULES, translationSchema } from '../../../src/collections/index';
import { readDataFile } from '../../../tools/content/dataFiles';
import { jsonSchemaFiles, SCHEMAS_DIR, writeJsonSchemas } from '../../../tools/content/jsonSchemas';
import { SITE_CONTENT_DIR } from '../../../tools/content/source';
import { TRANSLATION_LANGUAGE } from '../../../tools/content/translation';
import { schemaLine } from '../../../tools/resumeImport/writeData';
import { temporaryFolder } from '../../../scripts/temporaryFolder';
import { recipeBlocks, RECIPE_PAGE } from '../../../scripts/forks/sectionRecipe';
import { ROOT } from '../../../tools/projectPaths';
import { TALK, talksRegistry } from '../../support/addedSection';
import { contentFolder } from '../../support/content';
import { DEMO_CONTENT } from '../../support/demo';

const generated = await jsonSchemaFiles();
const jsonSchema = (path: string) => JSON.parse(generated.get(path)!) as Schema;

/** Each data file the schemas are for, by its path in a content folder, with its JSON Schema's path and its zod schema. */
const dataFiles = [
  ...CONTENT_MODULES.map((name) => ({ path: `${name}.yaml`, schema: `${name}.json`, zod: contentSchema(ANY_FILES).shape[name] })),
  ...TRANSLATED_MODULES.map((name) => ({
    path: `${TRANSLATION_LANGUAGE}/${name}.yaml`,
    schema: `${TRANSLATION_LANGUAGE}/${name}.json`,
    zod: translationSchema().shape[name],
  })),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes anything into it: breaking the types is the point
type Data = Record<string, any>;
const demoData = (path: string): Data => readDataFile(join(DEMO_CONTENT, path)).data;
const jsonErrors = (data: unknown, schema: string) => new Validator().validate(data, jsonSchema(schema)).errors.map(String);

describe('the JSON Schemas of the data files (src/content/schemas/)', () => {
  test('the committed files are those the collections make: npm run build rewrites them when they change', () => {
    for (const [path, text] of generated) {
      const file = join(SCHEMAS_DIR, path);
      assert.ok(existsSync(file), `src/content/schemas/${path} is missing: run npm run build`);
      assert.equal(readFileSync(file, 'utf8'), text, `src/content/schemas/${path} is stale: run npm run build`);
    }
  });

  test("each data file's first line names its JSON Schema, from where the file is", () => {
    for (const dir of [SITE_CONTENT_DIR, DEMO_CONTENT]) {
      for (const { path } of dataFiles) {
        const file = join(dir, path);
        // A site without an English edition has no en/ files.
        if (existsSync(file)) assert.equal(readFileSync(file, 'utf8').split('\n')[0] + '\n', schemaLine(dir, path), file);
      }
    }
  });

  test("the demo's data files pass their JSON Schemas: an editor marks nothing the build accepts", () => {
    for (const { path, schema } of dataFiles) assert.deepEqual(jsonErrors(demoData(path), schema), [], path);
  });

  test('a value zod refuses, and the JSON Schema can say so, the JSON Schema refuses too', () => {
    const projectId = String(demoData('projects.yaml').projects[0].id);
    const skillId = Object.keys(demoData('en/skills.yaml').skills)[0];
    const cases: { path: string; why: string; change: (data: Data) => void }[] = [
      { path: 'skills.yaml', why: 'a percentage over 100', change: (data) => (data.skills[0].percentage = 120) },
      { path: 'skills.yaml', why: 'a category zod does not list', change: (data) => (data.skills[0].category = 'cozinha') },
      { path: 'owner.yaml', why: 'a required field missing', change: (data) => delete data.owner.name },
      { path: 'owner.yaml', why: 'a phone with spaces', change: (data) => (data.owner.phone = '51 99999 8888') },
      { path: 'projects.yaml', why: 'an id with capitals', change: (data) => (data.projects[0].id = 'Meu-Projeto') },
      { path: 'projects.yaml', why: 'no category', change: (data) => (data.projects[0].categories = []) },
      { path: 'texts.yaml', why: 'a required key missing', change: (data) => delete data.heroIntro },
      { path: 'technologies.yaml', why: 'a text for a list', change: (data) => (data.mainTechnologies = 'React') },
      { path: 'en/projects.yaml', why: 'a field that is not translated', change: (data) => (data.projects[projectId].image = '/a.svg') },
      { path: 'en/owner.yaml', why: 'a field that is not translated', change: (data) => (data.owner.email = 'a@example.com') },
      { path: 'en/skills.yaml', why: 'an empty name', change: (data) => (data.skills[skillId].name = '') },
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
    assert.deepEqual(project.image, { type: 'string', description: project.image.description });
    const skills = jsonSchema('skills.json') as { properties: { skills: { items: Schema } } };
    assert.deepEqual(skills.properties.skills.items.properties!.category.enum, [...SKILL_CATEGORIES]);
    const owner = jsonSchema('owner.json') as { properties: { owner: Schema } };
    assert.deepEqual(owner.properties.owner.properties!.photo, {
      type: 'string',
      description: owner.properties.owner.properties!.photo.description,
    });
  });

  test('the build writes the schemas that differ, and only for the content of src/content/ itself', async () => {
    const schemas = temporaryFolder('schemas-');
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), [...generated.keys()]);
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), []);
    writeFileSync(join(schemas, 'en/owner.json'), '{}\n');
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas), ['en/owner.json']);
    assert.equal(readFileSync(join(schemas, 'en/owner.json'), 'utf8'), generated.get('en/owner.json'));

    const elsewhere = temporaryFolder('schemas-');
    assert.deepEqual(await writeJsonSchemas(contentFolder(), elsewhere), []);
    assert.equal(existsSync(join(elsewhere, 'owner.json')), false);
  });

  test("a section an owner added gets its data file's JSON Schema, the one the recipe's data files name", async () => {
    const schemas = temporaryFolder('schemas-');
    assert.ok((await writeJsonSchemas(SITE_CONTENT_DIR, schemas, talksRegistry())).includes('talks.json'));
    const talks = JSON.parse(readFileSync(join(schemas, 'talks.json'), 'utf8')) as Schema;
    assert.deepEqual(new Validator().validate({ talks: [TALK] }, talks).errors, []);
    assert.notDeepEqual(new Validator().validate({ talks: [{ ...TALK, year: 'ano passado' }] }, talks).errors, []);
    // docs/content.md, "Add a section": talks.yaml and its English twin name it from where each is.
    const named = recipeBlocks(readFileSync(join(ROOT, RECIPE_PAGE), 'utf8'))
      .filter(({ file, place }) => place === null && file.endsWith('talks.yaml'))
      .map(({ file, code }) => {
        const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(code.split('\n')[0])![1];
        return relative(SCHEMAS_DIR, join(dirname(join(ROOT, file)), schema));
      });
    assert.deepEqual(named, ['talks.json', 'talks.json']);
  });

  test('the schema of a section taken out of the registry goes; no other file does', async () => {
    const schemas = temporaryFolder('schemas-');
    await writeJsonSchemas(SITE_CONTENT_DIR, schemas, talksRegistry());
    const others = { 'mine.json': '{ "$comment": "Meu." }\n', 'broken.json': '{', 'copy.json': generated.get('owner.json')! };
    for (const [path, text] of Object.entries(others)) writeFileSync(join(schemas, path), text);
    const noSection = join(temporaryFolder('registry-'), 'registry.ts');
    writeFileSync(noSection, 'export const components = {};\n');
    assert.deepEqual(await writeJsonSchemas(SITE_CONTENT_DIR, schemas, noSection), ['talks.json']);
    assert.equal(existsSync(join(schemas, 'talks.json')), false);
    for (const path of Object.keys(others)) assert.ok(existsSync(join(schemas, path)), path);
  });
});
