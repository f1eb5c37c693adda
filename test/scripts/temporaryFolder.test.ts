import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../tools/projectPaths';

/** The folders a process made and filled before it ended as `ending` says, and whether each is still there. */
function leftAfter(ending: string): { folder: string; there: boolean }[] {
  const module = pathToFileURL(`${ROOT}/scripts/temporaryFolder.ts`).href;
  const script = `const { temporaryFolder } = await import(${JSON.stringify(module)});
    const { mkdirSync, writeFileSync } = await import('node:fs');
    for (const prefix of ['content-', 'dist-']) {
      const folder = temporaryFolder(prefix);
      mkdirSync(folder + '/nested');
      writeFileSync(folder + '/nested/file.txt', 'x');
      console.log(folder);
    }
    ${ending}`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const folders = result.stdout.trim().split('\n').filter(Boolean);
  assert.equal(folders.length, 2, result.stderr);
  return folders.map((folder) => ({ folder, there: existsSync(folder) }));
}

describe('temporary folders of a process (scripts/temporaryFolder.ts)', () => {
  test('are removed, with all they hold, when the process ends', () => {
    for (const { folder, there } of leftAfter('')) assert.equal(there, false, folder);
  });

  test('are removed when the process exits with a failure too', () => {
    for (const { folder, there } of leftAfter('process.exit(1);')) assert.equal(there, false, folder);
  });
});
