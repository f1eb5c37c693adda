/**
 * A data file's YAML mistakes in the owner's words (Portuguese; English for a file of en/), at the line
 * she opens, with what to do about the common causes: an indent, a tab, a `: ` or ` #` in a value
 * written without quotes, a quote never closed. The parser's codes (`error.code`) say which; its own
 * text, in English and a line off for an indent, is given only for a mistake this file does not know.
 */
import { basename, dirname } from 'node:path';
import { visit, type Document, type YAMLError } from 'yaml';

/** A mistake, by the line of the file it is on (from 1). */
export interface YamlMistake {
  line: number;
  message: string;
}

type Language = 'pt-BR' | 'en';

/** The language of a data file's owner words: English for the English edition's files (en/), else Portuguese. */
export const fileLanguage = (file: string): Language => (basename(dirname(file)) === 'en' ? 'en' : 'pt-BR');

/** The line written again with its value in single quotes: `role: 'Dev: mobile'`. */
function quoted(lineText: string): string {
  const text = lineText.trim();
  const separator = text.indexOf(': ');
  const [key, value] = separator < 0 ? ['', text] : [text.slice(0, separator + 2), text.slice(separator + 2).trim()];
  return `${key}'${value.replaceAll("'", "''")}'`;
}

const WORDS = {
  'pt-BR': {
    invalid: 'YAML inválido',
    tab: 'a linha começa com um tab, e o YAML só aceita espaços no recuo: troque o tab por espaços, tantos quantos as linhas do mesmo nível têm',
    deeper:
      'esta linha tem mais recuo que a de cima, e o YAML a lê como continuação do valor de lá: alinhe-a com as chaves do mesmo nível (o mesmo número de espaços)',
    misaligned: 'o recuo desta linha não confere com o das linhas do mesmo nível: alinhe-a com elas (o mesmo número de espaços)',
    space: (fix: string) => `falta um espaço depois de ":" (${fix})`,
    keyless:
      'esta linha não é "chave: valor": um texto que continua o valor de cima vai na mesma linha dele, ou o valor inteiro entre aspas',
    colon: (fix: string) => `o valor tem ": " sem aspas, e o YAML o lê como outra chave: ponha o valor entre aspas (${fix})`,
    reserved: (fix: string) => `o valor começa com um caractere que o YAML reserva: ponha o valor entre aspas (${fix})`,
    after: (fix: string) =>
      `há texto depois do fim do valor (aspas que se fecham, ou um * no começo): ponha o valor inteiro entre aspas (${fix})`,
    quote: (mark: string) => `as aspas (${mark}) abertas nesta linha não se fecham: feche-as no fim do valor`,
    bracket: (close: string) =>
      `a lista aberta nesta linha não se fecha: feche-a com ${close} no fim do valor, ou ponha o valor entre aspas`,
    duplicate: (key: string) => `a chave "${key}" aparece duas vezes no mesmo nível: apague uma delas ou junte as duas`,
    comment: (value: string, fix: string) =>
      `o que vem depois de " #" é lido como comentário, e o valor fica "${value}": se faz parte do texto, ponha o valor entre aspas (${fix}); um comentário vai numa linha só dele`,
    alias: (fix: string) => `um valor começa com *, que o YAML lê como referência a outro valor: ponha o valor entre aspas (${fix})`,
    other: (parser: string) => `o YAML não leu esta linha (${parser}): confira o recuo e ponha entre aspas um valor com : # " ' * ou @`,
  },
  en: {
    invalid: 'invalid YAML',
    tab: 'the line starts with a tab, and YAML takes only spaces as indentation: put spaces in its place, as many as the lines of the same level have',
    deeper:
      'this line is indented more than the one above, and YAML reads it as the rest of that value: line it up with the keys of its level (the same number of spaces)',
    misaligned: 'the indentation of this line differs from the lines of its level: line it up with them (the same number of spaces)',
    space: (fix: string) => `a space is missing after ":" (${fix})`,
    keyless: 'this line is no "key: value": text that goes on from the value above belongs on its line, or the whole value in quotes',
    colon: (fix: string) => `the value has ": " without quotes, and YAML reads it as another key: put the value in quotes (${fix})`,
    reserved: (fix: string) => `the value starts with a character YAML reserves: put the value in quotes (${fix})`,
    after: (fix: string) =>
      `there is text after the end of the value (closing quotes, or a * at its start): put the whole value in quotes (${fix})`,
    quote: (mark: string) => `the quote (${mark}) opened on this line is never closed: close it at the end of the value`,
    bracket: (close: string) =>
      `the list opened on this line is never closed: close it with ${close} at the end of the value, or put the value in quotes`,
    duplicate: (key: string) => `the key "${key}" appears twice at the same level: delete one of them or merge them`,
    comment: (value: string, fix: string) =>
      `what follows " #" is read as a comment, and the value is "${value}": if it is part of the text, put the value in quotes (${fix}); a comment goes on a line of its own`,
    alias: (fix: string) => `a value starts with *, which YAML reads as a reference to another value: put the value in quotes (${fix})`,
    other: (parser: string) =>
      `YAML could not read this line (${parser}): check the indentation, and put a value with : # " ' * or @ in quotes`,
  },
};

/** The text from `offset` to the end of its line. */
const restOfLine = (text: string, offset: number) =>
  text.slice(offset, text.indexOf('\n', offset) < 0 ? undefined : text.indexOf('\n', offset));

/** The parser's own words, without its position (the line is the problem's). */
const parserText = (error: YAMLError) => error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');

/**
 * The mistakes of a document the parser refused, one per line the parser stopped at (an indent or a tab
 * makes it say two things there: the first is the mistake), each at the line where it is.
 */
export function yamlMistakes(errors: readonly YAMLError[], text: string, file: string, lineAt: (offset: number) => number): YamlMistake[] {
  const words = WORDS[fileLanguage(file)];
  const lines = text.split('\n');
  const lineText = (line: number) => lines[line - 1] ?? '';
  const at = (line: number, what: string) => ({ line, message: `${words.invalid}: ${what}` });
  const seen = new Set<number>();
  // After a tab, the parser reads the lines below it as indented deeper: the tab is the mistake.
  let tabbed = false;
  const mistakes: YamlMistake[] = [];
  for (const error of errors) {
    const offset = Math.min(error.pos[0], text.length);
    const line = lineAt(offset);
    // What the parser says next on a line it has found wrong follows from that mistake.
    if (seen.has(line)) continue;
    seen.add(line);
    const rest = restOfLine(text, offset);
    const opener = (mark: string) => lineAt(Math.max(0, text.lastIndexOf(mark, offset - 1)));
    const parser = parserText(error);
    switch (error.code) {
      case 'TAB_AS_INDENT':
        tabbed = true;
        mistakes.push(at(line, words.tab));
        break;
      case 'BLOCK_AS_IMPLICIT_KEY': {
        if (!/^Nested mappings/.test(parser)) mistakes.push(at(line, words.misaligned));
        else if (/:( |$)/.test(rest)) mistakes.push(at(line, words.colon(quoted(lineText(line)))));
        else if (!tabbed) {
          // The value goes on to a line indented deeper: the mistake is on that line.
          const deeper = lines.findIndex((each, index) => index >= line && each.trim() !== '');
          mistakes.push(at(deeper < 0 ? line : deeper + 1, words.deeper));
        }
        break;
      }
      case 'MULTILINE_IMPLICIT_KEY': {
        // A line that is no `key: value`: a colon without its space, or a value's text going on below it.
        const written = lineText(line).trim();
        mistakes.push(at(line, /:\S/.test(written) ? words.space(written.replace(/:(?=\S)/, ': ')) : words.keyless));
        break;
      }
      case 'BAD_INDENT':
        if (/^Flow sequence/.test(parser)) mistakes.push(at(opener('['), words.bracket(']')));
        else if (/^Flow mapping/.test(parser)) mistakes.push(at(opener('{'), words.bracket('}')));
        else mistakes.push(at(line, words.misaligned));
        break;
      case 'MISSING_CHAR': {
        const mark = /closing (["'])quote/.exec(parser)?.[1];
        mistakes.push(mark ? at(opener(mark), words.quote(mark)) : at(line, words.other(parser)));
        break;
      }
      case 'BAD_SCALAR_START':
        mistakes.push(at(line, words.reserved(quoted(lineText(line)))));
        break;
      case 'UNEXPECTED_TOKEN':
        mistakes.push(at(line, /^Unexpected scalar at node end/.test(parser) ? words.after(quoted(lineText(line))) : words.other(parser)));
        break;
      case 'DUPLICATE_KEY':
        mistakes.push(at(line, words.duplicate(lineText(line).trim().split(':')[0])));
        break;
      default:
        mistakes.push(at(line, words.other(parser)));
    }
  }
  return mistakes;
}

/**
 * The mistakes of a document the parser took: a text value cut short by ` #` (the rest is a comment),
 * and a value starting with `*` that names no anchor (the parser takes it, reading it fails).
 */
export function readingMistakes(document: Document, text: string, file: string, lineAt: (offset: number) => number): YamlMistake[] {
  const words = WORDS[fileLanguage(file)];
  const lineText = (offset: number) => text.split('\n')[lineAt(offset) - 1];
  const mistakes: YamlMistake[] = [];
  visit(document, {
    Scalar(key, node) {
      if (key !== 'value' && typeof key !== 'number') return;
      const end = node.range?.[1];
      // A value left empty by ` #` too (`name: #1`): null.
      if (node.type !== 'PLAIN' || (typeof node.value !== 'string' && node.value !== null) || end === undefined) return;
      if (!/^[ \t]*#/.test(restOfLine(text, end))) return;
      const whole = lineText(end).trim().replace(/^- /, '');
      mistakes.push({ line: lineAt(end), message: words.comment(String(node.value ?? ''), quoted(whole)) });
    },
    Alias(_, node) {
      if (node.range && !node.resolve(document))
        mistakes.push({ line: lineAt(node.range[0]), message: words.alias(quoted(lineText(node.range[0]))) });
    },
  });
  return mistakes;
}
