// A data file's YAML mistakes as the owner reads them: her language, the line she opens, what to do.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { readDataFile } from '../../../tools/content/dataFiles';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/** The problems of `text` as a data file of a content folder (`en/owner.yaml` for the English edition), as `line: message`. */
function mistakesOf(text: string, name = 'owner.yaml'): string[] {
  const file = join(temporaryFolder('yaml-'), name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  const { data, problems } = readDataFile(file);
  if (problems.length > 0) assert.deepEqual(data, {}, 'a file with a mistake reads as empty');
  return problems.map(({ line, message }) => `${line}: ${message}`);
}

const OWNER = ['# The owner.', 'owner:', '  name: Ana Souza', '  role: Desenvolvedora mobile', '  city: Belo Horizonte'];
const broken = (line: number, text: string) => [...OWNER.slice(0, line - 1), text, ...OWNER.slice(line)].join('\n') + '\n';

describe('a data file that is not YAML, in the owner’s words', () => {
  test('a line indented deeper than the one above: named at that line, not the line above, with what to do', () => {
    assert.deepEqual(mistakesOf(broken(5, '    city: Belo Horizonte')), [
      '5: YAML inválido: esta linha tem mais recuo que a de cima, e o YAML a lê como continuação do valor de lá: alinhe-a com as chaves do mesmo nível (o mesmo número de espaços)',
    ]);
  });

  test('a line indented less than its level', () => {
    assert.deepEqual(mistakesOf(['owner:', '    name: Ana Souza', '  role: Desenvolvedora mobile', ''].join('\n')), [
      '3: YAML inválido: o recuo desta linha não confere com o das linhas do mesmo nível: alinhe-a com elas (o mesmo número de espaços)',
    ]);
    assert.deepEqual(mistakesOf(['owner:', '  links:', '      - a', '    - b', ''].join('\n')), [
      '4: YAML inválido: o recuo desta linha não confere com o das linhas do mesmo nível: alinhe-a com elas (o mesmo número de espaços)',
    ]);
  });

  test('a line that is no "key: value": a value going on below its line, a colon without its space', () => {
    assert.deepEqual(mistakesOf(broken(4, '  que mora em BH')), [
      '4: YAML inválido: esta linha não é "chave: valor": um texto que continua o valor de cima vai na mesma linha dele, ou o valor inteiro entre aspas',
    ]);
    assert.deepEqual(mistakesOf(broken(4, '  role:Desenvolvedora mobile')), [
      '4: YAML inválido: falta um espaço depois de ":" (role: Desenvolvedora mobile)',
    ]);
  });

  test('": " in a value without quotes: its line, and the value written again in quotes', () => {
    assert.deepEqual(mistakesOf(broken(4, '  role: Mobile: iOS e Android')), [
      `4: YAML inválido: o valor tem ": " sem aspas, e o YAML o lê como outra chave: ponha o valor entre aspas (role: 'Mobile: iOS e Android')`,
    ]);
    // In a list item too.
    assert.deepEqual(mistakesOf('talks:\n  - title: Acessibilidade: o teclado primeiro\n', 'talks.yaml'), [
      `2: YAML inválido: o valor tem ": " sem aspas, e o YAML o lê como outra chave: ponha o valor entre aspas (- title: 'Acessibilidade: o teclado primeiro')`,
    ]);
  });

  test('" #" in a value without quotes, which YAML takes for a comment: the value cut short is named, and quotes suggested', () => {
    assert.deepEqual(mistakesOf(broken(4, '  role: Desenvolvedora #1 de BH')), [
      `4: o que vem depois de " #" é lido como comentário, e o valor fica "Desenvolvedora": se faz parte do texto, ponha o valor entre aspas (role: 'Desenvolvedora #1 de BH'); um comentário vai numa linha só dele`,
    ]);
    // A value left empty by it.
    assert.deepEqual(mistakesOf(broken(4, '  role: #1 de BH')), [
      `4: o que vem depois de " #" é lido como comentário, e o valor fica "": se faz parte do texto, ponha o valor entre aspas (role: '#1 de BH'); um comentário vai numa linha só dele`,
    ]);
    // A comment on a line of its own, after a number, after a quoted value, or "#" inside a word: all fine.
    const fine = ['# A comment.', 'owner:', '  name: "Ana #1" # her name', '  year: 2026 # this year', '  skill: C#', ''].join('\n');
    assert.deepEqual(mistakesOf(fine), []);
  });

  test('a tab as indentation: its line, and no line below it that the parser only reads wrong because of it', () => {
    assert.deepEqual(mistakesOf(broken(4, '\trole: Desenvolvedora mobile')), [
      '4: YAML inválido: a linha começa com um tab, e o YAML só aceita espaços no recuo: troque o tab por espaços, tantos quantos as linhas do mesmo nível têm',
    ]);
  });

  test('two mistakes in one file: both, each at its line', () => {
    assert.deepEqual(mistakesOf(['owner:', '\tname: Ana Souza', '  role: Mobile', '  city: BH: MG', ''].join('\n')), [
      '2: YAML inválido: a linha começa com um tab, e o YAML só aceita espaços no recuo: troque o tab por espaços, tantos quantos as linhas do mesmo nível têm',
      `4: YAML inválido: o valor tem ": " sem aspas, e o YAML o lê como outra chave: ponha o valor entre aspas (city: 'BH: MG')`,
    ]);
  });

  test('a quote never closed: the line where it opens, not the end of the file', () => {
    assert.deepEqual(mistakesOf(broken(3, '  name: "Ana Souza')), [
      '3: YAML inválido: as aspas (") abertas nesta linha não se fecham: feche-as no fim do valor',
    ]);
    assert.deepEqual(mistakesOf(broken(3, "  name: 'Ana Souza")), [
      "3: YAML inválido: as aspas (') abertas nesta linha não se fecham: feche-as no fim do valor",
    ]);
  });

  test('a key twice, a value starting with a reserved character, text after closing quotes, a * that names nothing', () => {
    assert.deepEqual(mistakesOf(broken(5, '  name: Ana')), [
      '5: YAML inválido: a chave "name" aparece duas vezes no mesmo nível: apague uma delas ou junte as duas',
    ]);
    assert.deepEqual(mistakesOf(broken(4, '  role: @ana')), [
      `4: YAML inválido: o valor começa com um caractere que o YAML reserva: ponha o valor entre aspas (role: '@ana')`,
    ]);
    assert.deepEqual(mistakesOf(broken(4, '  role: "Mobile" e web')), [
      `4: YAML inválido: há texto depois do fim do valor (aspas que se fecham, ou um * no começo): ponha o valor inteiro entre aspas (role: '"Mobile" e web')`,
    ]);
    assert.deepEqual(mistakesOf(broken(4, '  role: *destaque*')), [
      `4: um valor começa com *, que o YAML lê como referência a outro valor: ponha o valor entre aspas (role: '*destaque*')`,
    ]);
  });

  test('a mistake this list does not know: a generic message in the owner’s words, with the parser’s own', () => {
    assert.deepEqual(mistakesOf('owner:\n  name: Ana\n---\nowner: {}\n'), [
      '3: YAML inválido: o YAML não leu esta linha (Source contains multiple documents; please use YAML.parseAllDocuments()): confira o recuo e ponha entre aspas um valor com : # " \' * ou @',
    ]);
  });

  test('a file of the English edition (en/) is told in English', () => {
    assert.deepEqual(mistakesOf(broken(5, '    city: Belo Horizonte'), 'en/owner.yaml'), [
      '5: invalid YAML: this line is indented more than the one above, and YAML reads it as the rest of that value: line it up with the keys of its level (the same number of spaces)',
    ]);
    assert.deepEqual(mistakesOf(broken(4, '  role: Mobile: iOS and Android'), 'en/owner.yaml'), [
      `4: invalid YAML: the value has ": " without quotes, and YAML reads it as another key: put the value in quotes (role: 'Mobile: iOS and Android')`,
    ]);
    assert.deepEqual(mistakesOf(broken(4, '  role: Developer #1'), 'en/owner.yaml'), [
      `4: what follows " #" is read as a comment, and the value is "Developer": if it is part of the text, put the value in quotes (role: 'Developer #1'); a comment goes on a line of its own`,
    ]);
    assert.deepEqual(mistakesOf(broken(4, '\trole: Developer'), 'en/owner.yaml'), [
      '4: invalid YAML: the line starts with a tab, and YAML takes only spaces as indentation: put spaces in its place, as many as the lines of the same level have',
    ]);
  });
});
