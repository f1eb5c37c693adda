/**
 * Reads a JSON Resume file and checks it twice: against the JSON Resume schema (@jsonresume/schema),
 * then against what the site needs of it (resumeSchema.ts). Every problem of both comes at once, each
 * as the build writes one: `FILE: work[0].startDate: what is wrong (recebido …)`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { formatPath, toProblems, type Problem } from '../content/problems';
import { displayPath } from '../projectPaths';
import { DATE_FORMAT } from './dates';
import { resumeSchema, type Resume } from './resumeSchema';

/** An error of the jsonschema validator that @jsonresume/schema runs. */
interface SchemaError {
  path: (string | number)[];
  name: string;
  argument: unknown;
  instance: unknown;
  message: string;
}

// The package is CommonJS, without types, and answers through a callback (synchronously).
const jsonResumeSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
};

export type ReadResume = { resume: Resume; raw: Record<string, unknown>; problems?: undefined } | { problems: Problem[] };

const TYPES: Record<string, string> = {
  string: 'um texto entre aspas',
  array: 'uma lista',
  object: 'um objeto',
  number: 'um número',
  boolean: 'true ou false',
};

function schemaMessage({ name, argument, message }: SchemaError): string {
  if (name === 'type')
    return `deve ser ${[argument]
      .flat()
      .map((type) => TYPES[String(type)] ?? String(type))
      .join(' ou ')}`;
  // The schema's only pattern is its date's.
  if (name === 'pattern') return `data inválida: ${DATE_FORMAT}`;
  if (name === 'format' && argument === 'email') return 'e-mail inválido: use o formato nome@dominio.com';
  if (name === 'format' && argument === 'uri') return 'endereço inválido: escreva-o completo (ex.: https://exemplo.com)';
  return message;
}

function schemaProblems(file: string, data: unknown): Problem[] {
  let errors: SchemaError[] = [];
  jsonResumeSchema.validate(data, (found) => void (errors = found ?? []));
  return errors.map((error) => ({ file, path: formatPath(error.path), message: schemaMessage(error), value: error.instance }));
}

/** The line of a JSON syntax error, from the position V8 names in its message; past the text, its last line. */
function lineOf(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message)?.[1] ?? (/end of JSON input/.test(message) ? text.length : undefined);
  return position === undefined ? undefined : text.slice(0, Math.min(Number(position), text.trimEnd().length)).split('\n').length;
}

/** Whether `path` is `under` or inside it: a field of an entry the JSON Resume schema already refused. */
const within = (path: string, under: string) =>
  path.startsWith(under) && (under === '' || path.length === under.length || '.['.includes(path[under.length]));

export async function readResume(path: string): Promise<ReadResume> {
  const file = displayPath(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'o arquivo não existe' : code === 'EISDIR' ? 'é uma pasta' : (error as Error).message;
    return { problems: [{ file, path: '', message: `não foi possível ler o currículo: ${reason}` }] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const { message } = error as Error;
    return { problems: [{ file, line: lineOf(text, message), path: '', message: `não é um JSON válido: ${message}` }] };
  }
  const schema = schemaProblems(file, data);
  // What the site needs, under the module name toProblems expects first in every path.
  const result = z.object({ resume: resumeSchema }).safeParse({ resume: data }, { error: ptBR().localeError });
  const needs = result.success ? [] : toProblems(result.error.issues, { resume: data }, () => file);
  const problems = [...schema, ...needs.filter((need) => !schema.some((problem) => within(need.path, problem.path)))];
  if (problems.length > 0 || !result.success) return { problems };
  return { resume: result.data.resume, raw: data as Record<string, unknown> };
}
