// The problems of a Markdown file of the content, each at its line: its front matter against its
// schema, and its body against the Markdown checks (tools/markdown/checks.ts).
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import type { Root } from 'mdast';
import { checkMarkdown, type CheckContext } from '../markdown/checks';
import type { FrontMatter } from '../markdown/parse';
import { formatPath, type Problem } from './problems';

/** The message of a field the schema does not know, naming those it does. */
export const unknownKeys = (allowed: string) => (issue: { code: string }) =>
  issue.code === 'unrecognized_keys' ? `campo desconhecido (os campos são ${allowed})` : undefined;

/** The problems of a front matter against its schema, each at the line of its field. */
export function frontMatterProblems(file: string, frontMatter: FrontMatter, schema: z.ZodType): Problem[] {
  const syntax = frontMatter.errors.map(({ line, message }) => ({
    file,
    line,
    path: '',
    message: `o cabeçalho não é YAML válido: ${message}`,
  }));
  if (syntax.length > 0) return syntax;
  const result = schema.safeParse(frontMatter.data, { error: ptBR().localeError });
  if (result.success) return [];
  const at = (path: readonly PropertyKey[]) => frontMatter.lines[String(path[0])] ?? frontMatter.line;
  const valueAt = (path: readonly PropertyKey[]) =>
    path.reduce<unknown>((node, part) => (node as Record<PropertyKey, unknown> | undefined)?.[part], frontMatter.data);
  return result.error.issues.flatMap((issue) => {
    // An unknown field is named at its own line, with what it holds.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        line: at([...issue.path, key]),
        path: formatPath([...issue.path, key]),
        message: issue.message,
        value: valueAt([...issue.path, key]),
      }));
    }
    const value = valueAt(issue.path);
    const message = value === undefined ? 'falta este campo' : issue.message;
    return [{ file, line: at(issue.path), path: formatPath(issue.path), message, value }];
  });
}

/** The problems of a body, at their lines. */
export function bodyProblems(file: string, tree: Root, context: CheckContext): Problem[] {
  return checkMarkdown(tree, context).map(({ line, message, value }) => ({
    file,
    line,
    path: '',
    message,
    ...(value === undefined ? {} : { value }),
  }));
}
