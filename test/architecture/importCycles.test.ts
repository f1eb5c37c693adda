// No module of ours imports itself through others, types included. At run time, the module that runs
// first in a cycle depends on where the graph is entered, and one can read the other's exports before
// they exist; a cycle of types only runs fine, but its files can be neither read nor changed alone.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { temporaryFolder } from '../../scripts/temporaryFolder';
import { ROOT } from '../../tools/projectPaths';
import { compilerOptions, importCycles, importGraph } from '../support/importGraph';

/** The cycles of the src/ of a folder of `files` (path: text) written for the test, with a tsconfig.json of `options`. */
function cyclesOf(files: Record<string, string>, options: object = {}): string[][] {
  const root = temporaryFolder('import-cycles-');
  const tsconfig = { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', ...options }, include: ['src'] };
  for (const [path, text] of Object.entries({ ...files, 'tsconfig.json': JSON.stringify(tsconfig) })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return importCycles(importGraph(root, ['src'], compilerOptions(root)));
}

describe('imports', () => {
  test('no import cycle in src/, tools/ or scripts/, imports of types included', () => {
    assert.deepEqual(importCycles(importGraph(ROOT, ['src', 'tools', 'scripts'], compilerOptions(ROOT))), []);
  });

  test('two modules that import each other’s types only are a cycle', () => {
    const cycles = cyclesOf({
      'src/left.ts': "import type { Right } from './right.js';\nexport interface Left { right?: Right }\n",
      'src/right.ts': "import type { Left } from './left';\nexport interface Left2 { left?: Left }\n",
    });
    assert.deepEqual(cycles, [['src/left.ts', 'src/right.ts']]);
  });

  test('a cycle through a folder’s index, a dynamic import, an import type and a re-export, each found once', () => {
    const cycles = cyclesOf({
      'src/first.ts': "export * from './second';\n",
      'src/second.ts': "export const later = () => import('./parts');\n",
      'src/parts/index.ts': "export type First = typeof import('../first');\n",
      'src/apart.ts': "import { later } from './second';\nexport const apart = later;\n",
    });
    assert.deepEqual(cycles, [['src/first.ts', 'src/parts/index.ts', 'src/second.ts']]);
  });

  test('a path of tsconfig.json resolves as the compiler resolves it (site:content/<name>)', () => {
    const files = {
      'src/page.ts': "import type { Owner } from 'site:content/owner';\nexport const page = (owner: Owner) => owner;\n",
      'src/collections/owner.ts': "import type { page } from '../page';\nexport type Owner = { page?: typeof page };\n",
    };
    assert.deepEqual(cyclesOf(files), []);
    const cycles = cyclesOf(files, { paths: { 'site:content/*': ['./src/collections/*'] } });
    assert.deepEqual(cycles, [['src/collections/owner.ts', 'src/page.ts']]);
  });
});
