/**
 * Markdown as the owner writes it (CommonMark with GitHub's extensions, and YAML front matter) into
 * a syntax tree with line numbers, by the unified stack: every later step (the checks, the HTML)
 * reads this tree. Build time only: no Markdown parser reaches the page.
 */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

export interface FrontMatter {
  /** The front matter's fields as YAML gives them; `{}` when there is none. */
  data: Record<string, unknown>;
  /** The line of each top-level field in the file, for messages. */
  lines: Record<string, number>;
  /** The front matter's first line (where it starts), or 1 without one. */
  line: number;
  /** What YAML found wrong, with its line. */
  errors: { line: number; message: string }[];
}

export interface MarkdownFile {
  /** The body's tree (the front matter node removed), positions as in the file. */
  tree: Root;
  frontMatter: FrontMatter;
}

/** The front matter's YAML, read with each field's line (the YAML starts on the file's line 2). */
function readFrontMatter(yaml: string, firstLine: number): FrontMatter {
  const counter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter: counter, prettyErrors: false });
  const lineOf = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  const errors = document.errors.map((error) => ({ line: lineOf(error.pos[0]), message: error.message.split('\n')[0] }));
  const lines: Record<string, number> = {};
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range) lines[String(pair.key.value)] = lineOf(pair.key.range[0]);
    }
  }
  const value: unknown = errors.length > 0 ? {} : document.toJS();
  const data = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  if (errors.length === 0 && value !== null && data !== value)
    errors.push({ line: firstLine, message: 'o cabeçalho deve ser uma lista de campos (chave: valor)' });
  return { data, lines, line: firstLine - 1, errors };
}

export function parseMarkdown(text: string): MarkdownFile {
  const tree = parser.parse(text);
  const [first] = tree.children;
  if (first?.type !== 'yaml') return { tree, frontMatter: { data: {}, lines: {}, line: 1, errors: [] } };
  tree.children.shift();
  return { tree, frontMatter: readFrontMatter(first.value, (first.position?.start.line ?? 1) + 1) };
}
