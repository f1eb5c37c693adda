/**
 * The content's data files (src/content/<name>.yaml): a YAML mapping whose keys are what the page
 * imports (`site:content/owner` has `owner`). Read with the line of every node, so a problem found in a
 * value names the line the owner opens, and a file that is not YAML is a problem of its own, with its line
 * and what to do, in the owner's words (yamlMistakes.ts).
 */
import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, stringify, type Node } from 'yaml';
import { displayPath } from '../projectPaths';
import type { Problem } from './problems';
import { readingMistakes, yamlMistakes } from './yamlMistakes';

export const DATA_EXTENSION = '.yaml';

type Key = PropertyKey;

export interface DataFile {
  /** The file's keys and their values, as plain data: `{}` for a file that does not parse. */
  data: Record<string, unknown>;
  /** The line of the value at `path` (of the key that holds it), or of the nearest part of the path the file has. */
  lineOf: (path: readonly Key[]) => number;
  /** The file's YAML mistakes (a value ` #` cuts short among them): when there is one, `data` is empty. */
  problems: Problem[];
}

const keyOf = (node: unknown) => (isScalar(node) ? node.value : node);

/** Reads and parses a data file. */
export function readDataFile(file: string): DataFile {
  const lines = new LineCounter();
  const text = readFileSync(file, 'utf8');
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const lineAt = (offset: number) => lines.linePos(offset).line;
  const lineOf = (path: readonly Key[]) => {
    let node: unknown = document.contents;
    let line = isMap(node) || isSeq(node) ? lineAt((node as Node).range![0]) : 1;
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => String(keyOf(item.key)) === String(step));
        if (!pair) break;
        if ((pair.key as Node | null)?.range) line = lineAt((pair.key as Node).range![0]);
        node = pair.value;
      } else if (isSeq(node) && typeof step === 'number' && node.items[step]) {
        const item = node.items[step] as Node;
        if (item.range) line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
  const mistakes =
    document.errors.length > 0 ? yamlMistakes(document.errors, text, file, lineAt) : readingMistakes(document, text, file, lineAt);
  const problems = mistakes.map(({ line, message }) => ({ file: displayPath(file), line, path: '', message }));
  if (problems.length > 0) return { data: {}, lineOf, problems };
  const data: unknown = document.toJS();
  return { data: typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}, lineOf, problems };
}

/** A data file's text: its keys and values as YAML. */
export const dataText = (data: Record<string, unknown>) => stringify(data, { lineWidth: 0 });
