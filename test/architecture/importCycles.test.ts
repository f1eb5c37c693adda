// No module of src/ imports itself through others: in a cycle, which module runs first depends on where
// the graph is entered, and one of them can read the other's exports before they exist. Imports of
// types only are left out, as TypeScript erases them; any other import stays in the bundle.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { ROOT } from '../../tools/projectPaths';

const { options } = ts.convertCompilerOptionsFromJson(
  (ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config as { compilerOptions: object }).compilerOptions,
  ROOT,
);

/** The modules of `dir` (all depths), each with those of them it imports at run time. */
function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const inside = new Set(files);
  const importsOf = (file: string) =>
    ts
      .createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
      .statements.flatMap((statement) =>
        (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
          ? [statement.moduleSpecifier]
          : [],
      )
      .filter((specifier) => specifier !== undefined && ts.isStringLiteral(specifier))
      .map((specifier) => ts.resolveModuleName(specifier.text, file, options, ts.sys).resolvedModule?.resolvedFileName ?? '')
      .filter((target) => inside.has(target));
  return new Map(files.map((file) => [file, importsOf(file)]));
}

/** Each cycle the walk meets, as its modules from where it closes back to the same one. */
function importCycles(dir: string): string[][] {
  const graph = importGraph(dir);
  const cycles: string[][] = [];
  const walked = new Set<string>();
  const path: string[] = [];
  const walk = (file: string) => {
    const start = path.indexOf(file);
    if (start >= 0) cycles.push([...path.slice(start), file].map((each) => relative(ROOT, each)));
    if (start >= 0 || walked.has(file)) return;
    path.push(file);
    graph.get(file)!.forEach(walk);
    path.pop();
    walked.add(file);
  };
  [...graph.keys()].forEach(walk);
  return cycles;
}

describe('imports', () => {
  test('no import cycle in src/', () => {
    assert.deepEqual(importCycles(join(ROOT, 'src')), []);
  });

  test('finds a cycle, and none through imports of types only', () => {
    const fixture = 'test/fixtures/importCycles';
    const cycles = importCycles(join(ROOT, fixture));
    assert.equal(cycles.length, 1);
    assert.deepEqual(new Set(cycles[0]), new Set([`${fixture}/first.ts`, `${fixture}/second.ts`]));
  });
});
