import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { addedModuleProblems } from '../../../tools/content/addedModules';
import { formatProblem } from '../../../tools/content/problems';
import { dataText } from '../../../tools/content/dataFiles';
import { TALK, talksRegistry } from '../../support/addedSection';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

const registry = talksRegistry();

/** A content folder (src/content/'s data files for the rest) holding these files. */
function folderWith(files: Record<string, string>): string {
  const dir = temporaryFolder('content-added-');
  mkdirSync(join(dir, 'en'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The lines of the added data files' problems, the folder's path left out. */
const problemsOf = async (dir: string) =>
  (await addedModuleProblems(dir, registry)).map((problem) => formatProblem(problem).replace(`${dir}/`, ''));

describe('a data file the owner adds, checked by the schema its section exports (talksSchema for talks.yaml)', () => {
  test('valid values pass, in both editions', async () => {
    assert.deepEqual(
      await problemsOf(folderWith({ 'talks.yaml': dataText({ talks: [TALK] }), 'en/talks.yaml': dataText({ talks: [TALK] }) })),
      [],
    );
  });

  test('every value the schema refuses is listed, with its file, line and place', async () => {
    const talks = [TALK, { ...TALK, id: 'Outra Palestra', title: ' ', url: 'http://example.org', year: '2025' }];
    const problems = await problemsOf(folderWith({ 'talks.yaml': dataText({ talks }) }));
    // The line of each value (the second talk starts at line 7) and what it holds; the words are the schema's fields' (src/collections/fields.ts).
    assert.deepEqual(
      problems.map((line) => line.replace(/^(\S+ [\w.[\]]+): .*( \(recebido .*\))$/, '$1: …$2')),
      [
        'talks.yaml:7: talks[1].id: … (recebido "Outra Palestra")',
        'talks.yaml:8: talks[1].title: … (recebido " ")',
        'talks.yaml:10: talks[1].year: … (recebido "2025")',
        'talks.yaml:11: talks[1].url: … (recebido "http://example.org")',
      ],
    );
  });

  test('its English twin is checked by the same schema', async () => {
    const problems = await problemsOf(
      folderWith({ 'talks.yaml': dataText({ talks: [TALK] }), 'en/talks.yaml': dataText({ talks: [{ ...TALK, year: 'soon' }] }) }),
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^en\/talks\.yaml:5: talks\[0\]\.year: .* \(recebido "soon"\)$/);
  });

  test('a data file no section checks, a key the schema does not name, a file that is not YAML: problems too', async () => {
    const files = {
      'talks.yaml': `${dataText({ talks: [TALK] })}featured: teclado-primeiro\n`,
      'courses.yaml': dataText({ courses: [] }),
      'books.yaml': 'books:\n  - title: Um livro\n    title: Outro\n',
    };
    const problems = await problemsOf(folderWith(files));
    assert.equal(problems[0], 'books.yaml:3: YAML inválido: Map keys must be unique');
    assert.match(problems[1], /^courses\.yaml: não verificado: nenhuma seção de src\/pages\/sectionRegistry\.ts exporta coursesSchema/);
    assert.equal(problems[2], 'talks.yaml:7: featured: não verificado: talksSchema não confere esta chave (recebido "teclado-primeiro")');
    assert.equal(problems.length, 3);
  });
});
