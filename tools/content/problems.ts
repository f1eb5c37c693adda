// Turns schema issues into lines an owner can act on: `file: path.to.field: what is wrong (recebido X)`.
import type { z } from 'zod';

export interface Problem {
  /** Relative to the project root, as the owner opens it: 'src/content/skills.yaml'. */
  file: string;
  /** The line of the file, where known (a data file's, a Markdown file's). */
  line?: number;
  /** From the module's export: 'skills[3].percentage'. */
  path: string;
  message: string;
  /** What the field holds (undefined when it is missing); absent for a problem of a text that names its place by line. */
  value?: unknown;
}

type Key = PropertyKey;

export function formatPath(path: readonly Key[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

function valueAt(root: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<Key, unknown>)[key] : undefined),
    root,
  );
}

const MAX_SHOWN = 80;

/** The value as it would be written in the file, cut when long. */
export function showValue(value: unknown): string {
  const shown = value === undefined ? 'undefined' : typeof value === 'function' ? 'uma função' : JSON.stringify(value);
  return shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN - 1)}…` : shown;
}

/**
 * Issues of the content schema, whose paths start with the data file's name, as problems of files; with
 * `lineOf`, each names the line of its value in the file.
 */
export function toProblems(
  issues: readonly z.core.$ZodIssue[],
  content: unknown,
  fileOf: (module: string) => string,
  lineOf?: (module: string, path: readonly Key[]) => number | undefined,
): Problem[] {
  return issues.map((issue) => {
    const [module, ...rest] = issue.path;
    // A key the schema does not know (a misspelt field) is found on its own line, not its object's.
    const line = lineOf?.(String(module), issue.code === 'unrecognized_keys' ? [...rest, issue.keys[0]] : rest);
    return {
      file: fileOf(String(module)),
      ...(line === undefined ? {} : { line }),
      path: formatPath(rest),
      message: issue.message,
      value: valueAt(content, issue.path),
    };
  });
}

/** `file: path: message (recebido value)`; with a line, `file:line: …`; a problem without a value (in a Markdown text) says no `recebido`. */
export function formatProblem(problem: Problem): string {
  const { file, line, path, message, value } = problem;
  const received = Object.hasOwn(problem, 'value') ? ` (recebido ${showValue(value)})` : '';
  return `${file}${line ? `:${line}` : ''}: ${path ? `${path}: ` : ''}${message}${received}`;
}

/** One line per problem. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map(formatProblem).join('\n');
}
