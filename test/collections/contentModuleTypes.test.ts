// `site:content/<name>` is typed by the collection's own file (tsconfig.json's paths map it to
// src/collections/<name>.ts, whose `export declare const` names the data's keys): a name that is no
// collection fails the type check, as it fails the build (tools/content/contentModule.ts). Checked with
// TypeScript's API on a file of two lines, with the project's options.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import ts from 'typescript';
import { temporaryFolder } from '../../scripts/temporaryFolder';
import { ROOT } from '../../tools/projectPaths';

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path)).config,
  ts.sys,
  ROOT,
);

// Each program reuses what the last one read (the libraries, zod's types), which did not change.
let previous: ts.Program | undefined;

/** The codes of the type errors of a module made of `source`. */
function typeErrors(source: string): number[] {
  const file = join(temporaryFolder('types-'), 'page.ts');
  writeFileSync(file, source);
  const program = ts.createProgram({ rootNames: [file], options: { ...options, incremental: false }, oldProgram: previous });
  previous = program;
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map(({ code }) => code);
}

describe('the types of site:content/<name>', () => {
  test("a collection's keys are typed by its schema", () => {
    assert.deepEqual(typeErrors(`import { owner } from 'site:content/owner';\nexport const name: string = owner.name;\n`), []);
    // TS2322: a number is not the string the schema says.
    assert.deepEqual(typeErrors(`import { owner } from 'site:content/owner';\nexport const name: number = owner.name;\n`), [2322]);
  });

  test('a name that is no collection fails the type check (TS2307), and so does a key its file has not', () => {
    assert.deepEqual(typeErrors(`import { owner } from 'site:content/ownr';\nexport const name = owner;\n`), [2307]);
    assert.deepEqual(typeErrors(`import { ownr } from 'site:content/owner';\nexport const name = ownr;\n`), [2724]);
  });
});
