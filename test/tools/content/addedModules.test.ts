import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkedContent, ContentError } from '../../../tools/content/source';
import { RECIPE_TALKS_SCHEMA } from '../../support/content';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

// A talk as the recipe's schema wants it. The folders are made in the system's temporary folder, as the
// résumé import's copy is: the schema's import of the build's fields resolves from there too.
const TALK = { id: 'teclado-primeiro', title: 'O teclado primeiro', event: 'Frontend Recife', year: 2026, url: 'https://example.org/talk' };

/** A content folder (src/content/'s modules for the rest) holding these files. */
function folderWith(files: Record<string, string>): string {
  const dir = temporaryFolder('content-added-');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const talksModule = (talks: unknown[], extra = '') => `export const talks = ${JSON.stringify(talks)};\n${extra}`;

/** The lines of the content's problems, the folder's path left out. */
async function problemsOf(dir: string): Promise<string[]> {
  try {
    await checkedContent(dir);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(`${dir}/`, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a module the owner adds, checked by the schema beside it (NAME.schema.ts)', () => {
  test('valid values pass', async () => {
    assert.deepEqual(await problemsOf(folderWith({ 'talks.ts': talksModule([TALK]), 'talks.schema.ts': RECIPE_TALKS_SCHEMA })), []);
  });

  test('every value the schema refuses is listed, with its file and place', async () => {
    const talks = [TALK, { ...TALK, id: 'Outra Palestra', title: ' ', url: 'http://example.org', year: '2025' }];
    const problems = await problemsOf(folderWith({ 'talks.ts': talksModule(talks), 'talks.schema.ts': RECIPE_TALKS_SCHEMA }));
    // The place and what it holds; the words are the schema's (tools/content/fields.ts).
    const expected = [
      ['id', '"Outra Palestra"'],
      ['title', '" "'],
      ['year', '"2025"'],
      ['url', '"http://example.org"'],
    ];
    assert.equal(problems.length, expected.length, problems.join('\n'));
    problems.forEach((line, index) => {
      const [place, value] = expected[index];
      assert.ok(line.startsWith(`talks.ts: talks[1].${place}: `) && line.endsWith(` (recebido ${value})`), line);
    });
  });

  test('a module without its schema, an export the schema does not check, a schema without its module: problems too', async () => {
    const files = {
      'talks.ts': talksModule([TALK], 'export const featured = "teclado-primeiro";\n'),
      'talks.schema.ts': RECIPE_TALKS_SCHEMA,
      'books.schema.ts': RECIPE_TALKS_SCHEMA,
      'skills.schema.ts': RECIPE_TALKS_SCHEMA,
      'courses.ts': 'export const courses = [];\n',
      'types.ts': 'export type Course = string;\n',
    };
    assert.deepEqual(await problemsOf(folderWith(files)), [
      'courses.ts: não verificado: escreva ao lado courses.schema.ts, o que o build confere nele (docs/content.md, "Add a section")',
      'books.schema.ts: falta o módulo books.ts ao lado deste esquema',
      'skills.schema.ts: skills.ts já é verificado pelo site: apague este arquivo',
      'talks.ts: featured: não verificado: talks.schema.ts não exporta featured (recebido "teclado-primeiro")',
    ]);
  });
});
