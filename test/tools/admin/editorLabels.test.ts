// The editor speaks the owner's language and gives each value its widget: every collection, entry and
// field of the configuration the build writes (dist/admin/config.yml) is named and explained in
// Portuguese, from the schemas' metadata (`.meta({ title, description })`), never by its code name; dates
// get a day picker, addresses and ids the build's pattern, long texts a text area, numbers only real bounds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { z } from 'zod';
import * as rules from '../../../src/collections/rules/fields';
import { editorConfig } from '../../../tools/admin/editorConfig';
import { editorFields, jsonSchemaOf, type EditorField } from '../../../tools/admin/fields';
import { factsSchema as caseStudyFacts } from '../../../tools/content/caseStudies';
import { noteDate } from '../../../tools/content/noteDates';
import { factsSchema as noteFacts } from '../../../tools/content/notes';
import { editorDist } from '../../support/editorBuild';

interface Entry {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  fields?: EditorField[];
  files?: Entry[];
}

const config = parse(readFileSync(join(editorDist(), 'admin/config.yml'), 'utf8')) as { collections: Entry[] };

/** Every labelled thing of the configuration, by its path: collections, entries, fields, a list's item. */
function labelled(entries: readonly (Entry | EditorField)[], parent = ''): { path: string; name: string; label: string; hint?: string }[] {
  return entries.flatMap((entry) => {
    const path = parent ? `${parent}/${entry.name}` : entry.name;
    const nested = [
      ...('files' in entry ? (entry.files ?? []) : []),
      ...(entry.fields ?? []),
      ...('field' in entry && entry.field ? [entry.field] : []),
    ];
    const hint = 'hint' in entry ? entry.hint : undefined;
    return [{ path, name: entry.name, label: entry.label, hint }, ...labelled(nested, path)];
  });
}

/** Words of English no Portuguese sentence uses: enough to catch a hint left in English. */
const ENGLISH = /\b(the|of|and|is|are|when|only|with|your|under|empty|leave|this|that|none)\b/i;

/** Every field, nested ones and a list's item too. */
const allFields = (fields: readonly EditorField[]): EditorField[] =>
  fields.flatMap((field) => [field, ...allFields(field.fields ?? []), ...(field.field ? allFields([field.field]) : [])]);
const everyField = config.collections.flatMap((collection) =>
  allFields([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((entry) => entry.fields ?? [])]),
);
const entryFields = (file: string) =>
  allFields(config.collections.flatMap((collection) => collection.files ?? []).find((entry) => entry.name === file)?.fields ?? []);
const folderFields = (name: string) => allFields(config.collections.find((collection) => collection.name === name)?.fields ?? []);

describe("the editor's labels and hints", () => {
  test('every collection, entry and field is named in Portuguese, never by its code name', () => {
    const all = labelled(config.collections);
    assert.ok(all.length > 80, `${all.length} labels`);
    for (const { path, name, label, hint } of all) {
      assert.notEqual(label, name, `${path}: its label is its name`);
      assert.doesNotMatch(label, /^[a-z]+[A-Z]/, `${path}: its label is a code name`);
      assert.doesNotMatch(label, ENGLISH, `${path}: its label is in English`);
      if (hint !== undefined) assert.doesNotMatch(hint, ENGLISH, `${path}: its hint is in English: ${hint}`);
    }
  });

  test("the projects' labels, as the owner reads them", () => {
    const projects = config.collections.flatMap((collection) => collection.files ?? []).find((entry) => entry.name === 'projects')!;
    assert.equal(projects.label, 'Projetos');
    assert.deepEqual(
      projects.fields![0].fields!.map((field) => field.label),
      ['Identificador', 'Título', 'Descrição', 'Imagem de capa', 'Etiquetas', 'Categorias', 'Link do GitHub', 'Link da demonstração'],
    );
  });

  test('a button that adds an item names one item, never the list: "Adicionar Projeto", "Criando Nota"', () => {
    // Sveltia's words, for a list field's add button and a folder collection's new entry alike: the
    // singular label, else the label (node_modules/@sveltia/cms: `label_singular || label || name`).
    const oneItem = (named: { name: string; label: string; label_singular?: string }) => named.label_singular || named.label;
    // The template's collections; an owner's own section names its items as its declaration says (below).
    const ours = {
      experiences: 'Experiência',
      navigation: 'Seção',
      projects: 'Projeto',
      skills: 'Habilidade',
      technologies: 'Tecnologia',
      texts: 'Parágrafo',
      'case-studies': 'Estudo de caso',
      notes: 'Nota',
    };
    const isOurs = ([name]: readonly [string, string]) => name in ours;
    const dataLists = config.collections
      .flatMap((collection) => collection.files ?? [])
      .flatMap((entry) =>
        (entry.fields ?? []).filter((field) => field.widget === 'list').map((field) => [entry.name, oneItem(field)] as const),
      );
    const kinds = config.collections
      .filter((collection) => collection.folder)
      .map((collection) => [collection.name, oneItem(collection)] as const);
    const buttons = [...dataLists, ...kinds].filter(isOurs);
    assert.deepEqual(Object.fromEntries(buttons), ours);
    // A Portuguese plural's first word ends in s ("Projetos", "Seções", "Estudos de caso").
    for (const [name, words] of buttons) assert.doesNotMatch(words, /^\p{L}+s\b/u, `${name}: "Adicionar ${words}"`);
    // So do the lists inside an entry: a project's tags, a case study's links, the owner's languages.
    const inner = Object.keys(ours)
      .flatMap((name) => [...entryFields(name), ...folderFields(name)])
      .filter((field) => field.widget === 'list')
      .map((field) => [field.name, oneItem(field)] as const);
    assert.ok(inner.some(([name]) => name === 'tags'));
    for (const [name, words] of inner) assert.doesNotMatch(words, /^\p{L}+s\b/u, `${name}: "Adicionar ${words}"`);
  });

  test("an owner's own collection without a singular label keeps the list's name on its button", () => {
    const talksFile = () =>
      z.strictObject({ talks: z.array(z.strictObject({ title: rules.text.meta({ title: 'Título' }) })).meta({ title: 'Palestras' }) });
    const talks = { file: 'talks', label: { 'pt-BR': 'Palestras', en: 'Talks' }, schema: talksFile };
    const listOf = (collection: Parameters<typeof editorConfig>[3][number]) => {
      const made = editorConfig(
        { repo: 'ana/site', branch: 'main', siteUrl: 'https://ana.example', basePath: '/', title: 'Ana' },
        false,
        {
          caseStudy: caseStudyFacts,
          note: noteFacts('UTC'),
        },
        [collection],
      );
      return (made.collections[0] as { files: Entry[] }).files[0].fields![0];
    };
    assert.equal('label_singular' in listOf(talks), false);
    assert.equal(listOf({ ...talks, labelSingular: { 'pt-BR': 'Palestra', en: 'Talk' } }).label_singular, 'Palestra');
  });

  test('both editions side by side: the texts written in each, every other value copied, no entry of English alone', () => {
    const i18n = (fields: readonly EditorField[]) => Object.fromEntries(fields.map((field) => [field.name, field.i18n]));
    assert.deepEqual(i18n(entryFields('projects')), {
      projects: true,
      id: 'duplicate',
      title: true,
      description: true,
      image: 'duplicate',
      tags: 'duplicate',
      categories: 'duplicate',
      githubUrl: 'duplicate',
      demoUrl: 'duplicate',
    });
    assert.deepEqual(i18n(folderFields('case-studies')), {
      role: true,
      period: 'duplicate',
      team: 'duplicate',
      outcome: true,
      links: true,
      label: true,
      url: 'duplicate',
      search: 'duplicate',
      body: true,
    });
    const entries = config.collections.flatMap((collection) => [collection.name, ...(collection.files ?? []).map((entry) => entry.name)]);
    assert.deepEqual(
      entries.filter((name) => name.endsWith('-en')),
      [],
    );
  });
});

describe("the editor's widgets", () => {
  test('a note’s dates are a day picker, which writes a day alone, as the schema accepts it', () => {
    for (const name of ['date', 'updated']) {
      const date = folderFields('notes').find((field) => field.name === name)!;
      // Sveltia CMS writes a `type: date` input's value as the input gives it, YYYY-MM-DD, without `format`.
      assert.deepEqual([date.widget, date.type, 'format' in date], ['datetime', 'date', false], name);
    }
    assert.equal(noteDate.safeParse('2026-10-14').success, true);
  });

  test("every address has the build's rule as its pattern: it accepts and refuses what the build does", () => {
    const addresses = everyField.filter((field) => /Url$|^url$/.test(field.name));
    assert.ok(addresses.length >= 5, addresses.map((field) => field.name).join());
    const values = [
      'https://github.com/ana',
      'https://ana.dev/a b?x#y',
      'http://ana.dev',
      'https://localhost',
      'github.com/ana',
      'https://',
      '',
    ];
    for (const field of addresses) {
      const [source, message] = field.pattern!;
      const pattern = new RegExp(/^\/(.+)\/u$/.exec(source)![1], 'u');
      assert.match(message, /https:\/\//, field.name);
      const rule = field.name === 'demoUrl' ? rules.optionalHttpsUrl : rules.httpsUrl;
      for (const value of values) assert.equal(pattern.test(value), rule.safeParse(value).success, `${field.name}: ${value}`);
    }
  });

  test('long texts are text areas; short ones stay lines', () => {
    const widgetOf = (fields: EditorField[], name: string) => fields.find((field) => field.name === name)?.widget;
    const texts = entryFields('texts');
    assert.deepEqual(
      ['heroIntro', 'biography', 'siteDescription'].map((name) => widgetOf(texts, name)),
      ['text', 'list', 'text'],
    );
    assert.equal(texts.find((field) => field.name === 'biography')!.field!.widget, 'text');
    assert.equal(widgetOf(entryFields('legal'), 'paragraphs'), 'list');
    const legalLists = entryFields('legal').filter((field) => field.name === 'paragraphs' && field.widget === 'list');
    assert.deepEqual(
      legalLists.map((field) => field.field!.widget),
      ['text', 'text'],
    );
    assert.equal(widgetOf(entryFields('experiences'), 'description'), 'text');
    assert.equal(widgetOf(folderFields('case-studies'), 'outcome'), 'text');
    assert.equal(widgetOf(folderFields('notes'), 'summary'), 'text');
    assert.deepEqual(
      ['name', 'role', 'email'].map((name) => widgetOf(entryFields('owner'), name)),
      ['string', 'string', 'string'],
    );
  });

  test('a number shows only real bounds: a percentage 0 to 100, a team from 1 and no top', () => {
    const numbers = everyField.filter((field) => field.widget === 'number');
    for (const field of numbers)
      assert.ok(Math.abs(field.max ?? 0) < Number.MAX_SAFE_INTEGER && Math.abs(field.min ?? 0) < Number.MAX_SAFE_INTEGER);
    const percentage = entryFields('skills').find((field) => field.name === 'percentage')!;
    assert.deepEqual([percentage.min, percentage.max], [0, 100]);
    const team = folderFields('case-studies').find((field) => field.name === 'team')!;
    assert.deepEqual([team.min, team.max], [1, undefined]);
    // zod gives every integer the safe bounds: an owner's `z.number().int()` has none in the editor.
    const [year] = editorFields(jsonSchemaOf(z.object({ year: z.number().int().meta({ title: 'Ano' }) })));
    assert.deepEqual([year.label, year.min, year.max], ['Ano', undefined, undefined]);
  });

  test('categories are selects of the schema’s values, pictures image fields', () => {
    assert.equal(entryFields('projects').find((field) => field.name === 'categories')!.widget, 'select');
    assert.equal(entryFields('skills').find((field) => field.name === 'category')!.widget, 'select');
    assert.equal(entryFields('owner').find((field) => field.name === 'photo')!.widget, 'image');
  });
});
