import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { formatProblem } from '../../../tools/content/problems';
import { displayPath } from '../../../tools/projectPaths';
import { readResume } from '../../../tools/resumeImport/readResume';
import { FIXTURES, resumeFile, SAMPLE_RESUME, scratch } from './support';

const problemsOf = async (file: string) => ((await readResume(file)).problems ?? []).map(formatProblem);

describe('reading a JSON Resume', () => {
  test('the schema package’s sample résumé reads without a problem', async () => {
    const read = await readResume(SAMPLE_RESUME);
    assert.equal(read.problems, undefined);
    assert.equal(read.resume?.basics.name, 'Richard Hendriks');
    assert.equal(read.resume?.projects.length, 1);
  });

  test('every problem at once, the JSON Resume schema’s and the site’s, each with its field, in Portuguese', async () => {
    const file = join(FIXTURES, 'invalid.json');
    const shown = displayPath(file);
    assert.deepEqual((await problemsOf(file)).sort(), [
      `${shown}: basics.email: e-mail inválido: use o formato nome@dominio.com (recebido "nao-e-um-email")`,
      `${shown}: basics.name: o site precisa deste campo: preencha-o no currículo (recebido undefined)`,
      `${shown}: education[0].endDate: o fim vem antes do início (recebido "2021-12")`,
      `${shown}: projects[0].description: o site mostra uma descrição: escreva description ou highlights (recebido undefined)`,
      `${shown}: skills: deve ser uma lista (recebido {"name":"Frontend"})`,
      `${shown}: work[0].startDate: data inválida: use uma data como 2023, 2023-04 ou 2023-04-29 (recebido "2023/04")`,
      `${shown}: work[1].endDate: data inválida: use uma data como 2023, 2023-04 ou 2023-04-29 (recebido "2023-13")`,
      `${shown}: work[1].startDate: o site precisa deste campo: preencha-o no currículo (recebido undefined)`,
    ]);
  });

  test('a file that is not there, a folder, and JSON that does not parse (with its line): one problem each', async () => {
    const missing = join(scratch(), 'nao-existe.json');
    assert.deepEqual(await problemsOf(missing), [`${missing}: não foi possível ler o currículo: o arquivo não existe`]);
    const folder = scratch();
    assert.deepEqual(await problemsOf(folder), [`${folder}: não foi possível ler o currículo: é uma pasta`]);
    const broken = resumeFile('{\n  "basics": {\n    "name": "Ana",\n  }\n}\n');
    const [problem] = await problemsOf(broken);
    assert.match(problem, new RegExp(`^${broken}:4: não é um JSON válido: `));
  });

  test('a résumé that is not an object is one problem, not one per field it lacks', async () => {
    const file = resumeFile('[]');
    assert.deepEqual(await problemsOf(file), [`${file}: deve ser um objeto (recebido [])`]);
  });
});
