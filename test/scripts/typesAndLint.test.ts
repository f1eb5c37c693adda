// npm test's types and lint over one program (scripts/testRunners/typesAndLint.ts), run in a project of
// three files made here: each check reports what it finds, and the lint's typed rules work on the program
// the types were checked on (the project's lint configuration names no program or project of its own).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../../scripts/temporaryFolder';

const PROJECT = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] },
  }),
  'eslint.config.js':
    "import tseslint from 'typescript-eslint';\nexport default [{ ignores: ['eslint.config.js'] }, ...tseslint.configs.recommendedTypeChecked];\n",
  'wrongType.ts': "export const count: number = 'three';\n",
  'floating.ts': 'export async function later() {}\nlater();\n',
};

describe("npm test's types and lint, over one program", () => {
  test("a type error is tsc's report, a typed rule's finding the lint's, and the step fails", () => {
    const dir = temporaryFolder('types-and-lint-');
    for (const [file, text] of Object.entries(PROJECT)) writeFileSync(join(dir, file), text);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/testRunners/typesAndLint.ts')], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.match(run.stdout, /^wrongType\.ts\(1,14\): error TS2322: /m, run.stderr);
    assert.match(run.stdout, /2:1\s+error\s+Promises must be awaited.*@typescript-eslint\/no-floating-promises/, run.stdout + run.stderr);
    assert.equal(run.status, 1);
  });
});
