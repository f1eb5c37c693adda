// Our modules and what each imports of ours, types included: a type import is erased from the bundle,
// but it still ties two files, which can then be neither read nor changed alone. Imports are found by
// the compiler's own scanner (static, dynamic, re-exports, `import('…')` types) and resolved as
// tsconfig.json resolves them (`.js` for `.ts`, `index.ts`, its `paths`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The compiler options of the tsconfig.json in `root`, as the compiler reads them (its `paths` from there). */
export function compilerOptions(root: string): ts.CompilerOptions {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile) as { config: object };
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

const MODULE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/** The modules under `dirs` (paths from `root`, with `/`), each with the modules of those folders it imports. */
export function importGraph(root: string, dirs: readonly string[], options: ts.CompilerOptions): Map<string, string[]> {
  const files = dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && MODULE.test(entry.name) && !entry.parentPath.split(sep).includes('node_modules'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const inside = new Set(files);
  const name = (file: string) => relative(root, file).split(sep).join('/');
  const importsOf = (file: string) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inside.has(target) && target !== file)
      .map(name);
  return new Map(files.map((file) => [name(file), [...new Set(importsOf(file))]]));
}

/** Each set of modules that import one another, in a circle or more (Tarjan's strongly connected components), sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
