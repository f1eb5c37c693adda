// The editor's configuration, as the build writes it (dist/admin/config.yml), and the schemas the build
// checks the content with agree field for field: each field of a data file's or a front matter's schema
// has a field in the editor, and each field of the editor is one of its schema. Its top: the sign-in the
// settings make work, and the site's name and mark.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ANY_FILES } from '../../../src/collections/rules/fields';
import { jsonSchemaOf, type EditorField, type JsonSchema } from '../../../tools/admin/fields';
import { adminPage } from '../../../tools/admin/adminPage';
import { editorSite, SITE_MARK } from '../../../tools/admin/editorSite';
import { editorSettings, readSettings } from '../../../tools/settings';
import { factsSchema as caseStudyFacts } from '../../../tools/content/caseStudies';
import { factsSchema as noteFacts } from '../../../tools/content/notes';
import { loadCollections } from '../../../tools/content/collections';
import { checkedContent } from '../../../tools/content/source';
import { editorDist } from '../../support/editorBuild';
import { staticDirOf, TESTED_CONTENT_DIR } from '../../support/content';
import { dist } from '../../support/dist';

interface Collection {
  name: string;
  folder?: string;
  path?: string;
  files?: { name: string; file: string; fields: EditorField[] }[];
  fields?: EditorField[];
}

const built = editorDist();
const config = parse(readFileSync(join(built, 'admin/config.yml'), 'utf8')) as {
  collections: Collection[];
  media_folder: string;
  public_folder: string;
  app_title: string;
  logo: { src: string };
};

/** A schema's leaves, `[]` for a list's item: `owner.photo`, `projects[].tags[]`. */
function schemaPaths(schema: JsonSchema, parent = ''): string[] {
  if (schema.type === 'object' && schema.properties)
    return Object.entries(schema.properties).flatMap(([name, property]) => schemaPaths(property, parent ? `${parent}.${name}` : name));
  if (schema.type === 'array' && !schema.items?.enum) return schemaPaths(schema.items ?? {}, `${parent}[]`);
  return [schema.type === 'array' ? `${parent}[]` : parent];
}

/** The editor's leaves, written the same way; `body` is the Markdown below the front matter. */
function fieldPaths(fields: readonly EditorField[], parent = ''): string[] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    if (field.widget === 'object') return fieldPaths(field.fields ?? [], path);
    if (field.widget === 'list') return field.fields ? fieldPaths(field.fields, `${path}[]`) : [`${path}[]`];
    if (field.multiple) return [`${path}[]`];
    return [path];
  });
}

const sorted = (paths: string[]) => [...paths].sort();
const entries = config.collections.flatMap((collection) => collection.files ?? []);
const entry = (file: string) => entries.find((candidate) => candidate.file === file);

describe("the editor's configuration and the content's schemas", async () => {
  const collections = await loadCollections();
  const portuguese: Record<string, z.ZodType> = Object.fromEntries(collections.map(({ file, schema }) => [file, schema(ANY_FILES)]));
  // The English twin of a data file is the same file again: one entry shows both, with the same fields.
  const english: Record<string, z.ZodType> = Object.fromEntries(
    collections.flatMap(({ file, schema, translation }) => (translation === 'none' ? [] : [[file, schema(ANY_FILES)]])),
  );

  test('every data file has an entry with exactly its schema fields, in each edition', () => {
    for (const [name, schema] of Object.entries(portuguese)) {
      const found = entry(`src/content/${name}.yaml`) ?? entry(`src/content/{{locale}}/${name}.yaml`);
      assert.ok(found, `no entry for src/content/${name}.yaml`);
      assert.deepEqual(sorted(fieldPaths(found.fields)), sorted(schemaPaths(jsonSchemaOf(schema))), name);
    }
    for (const [name, schema] of Object.entries(english)) {
      const found = entry(`src/content/{{locale}}/${name}.yaml`);
      assert.ok(found, `no entry for src/content/en/${name}.yaml beside src/content/${name}.yaml`);
      assert.deepEqual(sorted(fieldPaths(found.fields)), sorted(schemaPaths(jsonSchemaOf(schema))), `en/${name}`);
    }
    assert.equal(entries.length, new Set(entries.map((found) => found.file)).size, 'one entry per file');
  });

  test('every Markdown kind has a folder collection with its front matter fields and the body', () => {
    const kinds: [string, string, z.ZodType][] = [
      ['src/content', 'projects/{{slug}}', caseStudyFacts],
      ['src/content', 'notes/{{slug}}', noteFacts('UTC')],
    ];
    for (const [folder, path, schema] of kinds) {
      const found = config.collections.find((collection) => collection.folder === folder && collection.path === path);
      assert.ok(found, `${folder}/${path}`);
      assert.deepEqual(sorted(fieldPaths(found.fields!)), sorted([...schemaPaths(jsonSchemaOf(schema)), 'body']), `${folder}/${path}`);
    }
  });

  test("pictures upload where the image pipeline reads them, and only the schema's pictures are image fields", () => {
    assert.deepEqual([config.media_folder, config.public_folder], ['static/images', '/images']);
    const images = entries.flatMap((found) =>
      fieldPaths(found.fields.map((field) => field))
        .filter((path) => {
          const leaf = (fields: readonly EditorField[], parts: string[]): EditorField | undefined => {
            const [head, ...rest] = parts;
            const field = fields.find((candidate) => candidate.name === head.replace('[]', ''));
            return rest.length === 0 ? field : leaf(field?.fields ?? [], rest);
          };
          return leaf(found.fields, path.split('.'))?.widget === 'image';
        })
        .map((path) => `${found.name}:${path}`),
    );
    assert.deepEqual(sorted(images), ['owner:owner.photo', 'projects:projects[].image']);
  });

  test('a build without CMS_REPO has no editor', () => {
    assert.equal(existsSync(join(dist, 'admin')), false);
  });

  test('ADMIN=false turns it off; CMS_AUTH_URL offers GitHub through the OAuth worker beside the token, else only the token', () => {
    const settings = (env: Record<string, string>) => editorSettings(readSettings(env, '/nonexistent/.env'));
    assert.equal(settings({ CMS_REPO: 'ana/site', ADMIN: 'false' }), null);
    assert.deepEqual(settings({ CMS_REPO: 'ana/site' }), { repo: 'ana/site', branch: 'main' });
    const backend = (env: Record<string, string>) =>
      editorSite({ ...settings(env)!, siteUrl: 'https://ana.example', basePath: '/', title: 'Ana' }).backend;
    // Without base_url, "Sign In with GitHub" opens Netlify's OAuth, which serves only sites on Netlify.
    assert.deepEqual(backend({ CMS_REPO: 'ana/site' }), { name: 'github', repo: 'ana/site', branch: 'main', auth_methods: ['token'] });
    assert.deepEqual(backend({ CMS_REPO: 'ana/site', CMS_AUTH_URL: 'https://auth.ana.example' }), {
      name: 'github',
      repo: 'ana/site',
      branch: 'main',
      base_url: 'https://auth.ana.example',
      auth_methods: ['oauth', 'token'],
    });
  });

  test("the sign-in page and the tab carry the owner's name and the site's mark, under the base path", async () => {
    const { owner } = await checkedContent(TESTED_CONTENT_DIR, staticDirOf(TESTED_CONTENT_DIR));
    assert.equal(config.app_title, owner.name);
    assert.equal(config.logo.src, SITE_MARK);
    assert.ok(existsSync(join(built, SITE_MARK)), 'the build writes the mark the editor shows');
    assert.match(readFileSync(join(built, 'admin/index.html'), 'utf8'), new RegExp(`<title>${owner.name}</title>`));
    const site = { repo: 'ana/site', branch: 'main', siteUrl: 'https://ana.github.io/site/', basePath: '/site/', title: 'Ana & Bia' };
    assert.deepEqual(editorSite(site).logo, { src: '/site/favicon.svg' });
    assert.match(adminPage('sveltia-cms.js', site.title), /<title>Ana &amp; Bia<\/title>/);
  });
});
