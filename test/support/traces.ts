// Where a built site still shows an owner: the words of the name and the initials, in every text file.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import ts from 'typescript';
import type { Owner } from '../../src/collections/owner';

const TEXT_FILES = new Set(['.html', '.js', '.css', '.map', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.md', '.ts', '.tsx', '']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only ('Gabriela' is not 'Gabriel'): the name's words of 3 letters or more in any case, the initials as written. */
export function identityPatterns(owner: Pick<Owner, 'name' | 'firstName' | 'initials'>): RegExp[] {
  const word = (text: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}_$])${escapeRegExp(text)}(?![\\p{L}\\p{N}_$])`, `${flags}u`);
  const words = new Set([owner.name, owner.firstName, ...owner.name.split(/\s+/)].filter((text) => text.length >= 3));
  return [...[...words].map((text) => word(text, 'i')), word(owner.initials, '')];
}

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = { '.js': ts.ScriptKind.JS, '.ts': ts.ScriptKind.TS, '.tsx': ts.ScriptKind.TSX };

/**
 * The strings of a script, and the text of its JSX: a minified script may call anything `GD`, and a
 * source file's comments may cite any place ('Porto Alegre, RS'), but only strings and text reach a page.
 */
function scriptStrings(code: string, kind: ts.ScriptKind): string {
  const file = ts.createSourceFile('script', code, ts.ScriptTarget.Latest, false, kind);
  const strings: string[] = [];
  // A stack, not recursion: minified code nests deeper than the call stack allows.
  const stack: ts.Node[] = [file];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) strings.push(node.text);
    ts.forEachChild(node, (child) => void stack.push(child));
  }
  return strings.join('\n');
}

/** What of a built file can show an owner: a source map without its mappings (base64 noise), a script's strings. */
function visibleText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.map')) return JSON.stringify({ ...JSON.parse(text), mappings: undefined });
  const kind = SCRIPT_KINDS[extname(file)];
  if (kind !== undefined) return scriptStrings(text, kind);
  return text;
}

export function textFilesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILES.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `file: matched text` for every one of these files that shows this owner, files named from `root`. */
export function tracesIn(owner: Pick<Owner, 'name' | 'firstName' | 'initials'>, files: readonly string[], root: string): string[] {
  const patterns = identityPatterns(owner);
  return files.flatMap((file) => {
    const text = visibleText(file);
    return patterns.flatMap((pattern) => pattern.exec(text)?.map((match) => `${relative(root, file)}: ${match}`) ?? []);
  });
}

/** `file: matched text` for every text file of `dir` that shows this owner. */
export const tracesOf = (owner: Pick<Owner, 'name' | 'firstName' | 'initials'>, dir: string) => tracesIn(owner, textFilesOf(dir), dir);
