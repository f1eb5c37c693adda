// What each layer may import (types included): the page (src/) nothing of the build, the scripts or the
// tests, which sit above it; the settings (tools/settings/) nothing of ours but the page's pure helpers,
// the build's error and its paths, and the rest of the code only the settings' one module.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { temporaryFolder } from '../../scripts/temporaryFolder';
import { ROOT } from '../../tools/projectPaths';
import { compilerOptions, importGraph } from '../support/importGraph';

const SETTINGS = 'tools/settings/';
const SETTINGS_MAY_IMPORT = [SETTINGS, 'src/lib/', 'tools/errors.ts', 'tools/projectPaths.ts'];

/** Each import that breaks a layer's rule, as `importer -> imported`. */
function forbiddenImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const allowed = (file: string, target: string) => {
    if (file.startsWith('src/')) return !/^(tools|scripts|test)\//.test(target);
    if (file.startsWith(SETTINGS)) return SETTINGS_MAY_IMPORT.some((prefix) => target.startsWith(prefix));
    return !target.startsWith(SETTINGS) || target === `${SETTINGS}index.ts`;
  };
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => !allowed(file, target)).map((target) => `${file} -> ${target}`),
  );
}

/** The forbidden imports of a folder of `files` (path: text) written for the test. */
function forbiddenIn(files: Record<string, string>): string[] {
  const root = temporaryFolder('layers-');
  const tsconfig = { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } };
  for (const [path, text] of Object.entries({ ...files, 'tsconfig.json': JSON.stringify(tsconfig) })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
  return forbiddenImports(importGraph(root, folders, compilerOptions(root)));
}

describe('layers', () => {
  test('src/ imports nothing of tools/, scripts/ or test/; the settings are one leaf module', () => {
    assert.deepEqual(forbiddenImports(importGraph(ROOT, ['src', 'tools', 'scripts', 'test'], compilerOptions(ROOT))), []);
  });

  test('a type a page module imports from the build, the scripts or the tests is refused', () => {
    const files = {
      'src/lib/page.ts': "import type { Built } from '../../tools/build';\nimport '../../scripts/run';\nexport type Page = Built;\n",
      'src/lib/other.ts': "export { helper } from '../../test/support/helper';\n",
      'tools/build.ts': "import type { Page } from '../src/lib/page';\nexport type Built = Page;\n",
      'scripts/run.ts': 'export {};\n',
      'test/support/helper.ts': 'export const helper = 1;\n',
    };
    assert.deepEqual(forbiddenIn(files).sort(), [
      'src/lib/other.ts -> test/support/helper.ts',
      'src/lib/page.ts -> scripts/run.ts',
      'src/lib/page.ts -> tools/build.ts',
    ]);
  });

  test('the settings import only pure helpers, and are entered through their index', () => {
    const files = {
      'tools/settings/index.ts': "export { rule } from './rules';\n",
      'tools/settings/rules.ts':
        "import { pure } from '../../src/lib/pure';\nimport { built } from '../build';\nexport const rule = pure + built;\n",
      'src/lib/pure.ts': 'export const pure = 1;\n',
      'tools/build.ts': "import { rule } from './settings';\nexport const built = rule;\n",
      'tools/server.ts': "import { rule } from './settings/rules';\nexport const port = rule;\n",
    };
    assert.deepEqual(forbiddenIn(files).sort(), [
      'tools/server.ts -> tools/settings/rules.ts',
      'tools/settings/rules.ts -> tools/build.ts',
    ]);
  });
});
