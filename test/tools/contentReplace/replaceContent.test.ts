// Replacing a content folder loses nothing and never mixes: killed at any step, the folder is the old
// one or the new one (the next run finishes a decided swap), and the backup gives the old one back.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { replaceContent, settleInterrupted, type ReplaceStep } from '../../../tools/contentReplace/replaceContent';
import { restoreContent } from '../../../tools/contentReplace/restoreCli';
import { ROOT } from '../../../tools/projectPaths';
import { temporaryFolder } from '../../../scripts/temporaryFolder';
import { snapshot } from '../resumeImport/support';

const OLD = new Map([
  ['old.txt', 'old'],
  ['notes/a.md', 'a note'],
]);
const NEW = new Map([
  ['old.txt', 'replaced'],
  ['notes/a.md', 'a note'],
  ['new.txt', 'new'],
]);
const base64 = (files: Map<string, string>) => new Map([...files].map(([path, text]) => [path, Buffer.from(text).toString('base64')]));

function oldFolder(): { dir: string; backups: string } {
  const top = temporaryFolder('content-replace-test-');
  const dir = join(top, 'content');
  for (const [path, text] of OLD) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, backups: join(top, 'backups') };
}

/** The folder is exactly the old one or the new one; which. */
function oldOrNew(dir: string): 'old' | 'new' {
  const files = snapshot(dir);
  if (JSON.stringify([...files].sort()) === JSON.stringify([...base64(OLD)].sort())) return 'old';
  assert.deepEqual(new Map([...files].sort()), new Map([...base64(NEW)].sort()), 'neither the old folder nor the new one');
  return 'new';
}

function killedAt(step: ReplaceStep | 'preparing', dir: string, backups: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'test/fixtures/contentReplace/killedReplace.ts', dir, step, backups], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(child.signal, 'SIGKILL', child.stderr);
}

describe('replacing a content folder, killed at each step', () => {
  const cases: [ReplaceStep | 'preparing', 'old' | 'new' | 'missing', 'old' | 'new'][] = [
    ['preparing', 'old', 'old'],
    ['staged', 'old', 'new'],
    ['swapping', 'missing', 'new'],
    ['swapped', 'new', 'new'],
  ];
  for (const [step, left, settled] of cases) {
    test(`killed ${step === 'preparing' ? 'while the stage is filled' : `at "${step}"`}: the ${left} folder, then the ${settled} one, nothing else beside it`, async () => {
      const { dir, backups } = oldFolder();
      killedAt(step, dir, backups);
      if (left === 'missing') assert.ok(!existsSync(dir), 'between the two renames');
      else assert.equal(oldOrNew(dir), left);
      await settleInterrupted(dir);
      assert.equal(oldOrNew(dir), settled);
      assert.deepEqual(
        readdirSync(join(dir, '..'))
          .filter((name) => name !== 'backups')
          .sort(),
        ['content'],
      );
    });
  }
});

describe('the backup', () => {
  test('is the folder as it was, made before the swap; restoring it gives back every byte, after a backup of what it replaces', async () => {
    const { dir, backups } = oldFolder();
    const outcome = await replaceContent(dir, {
      backupsDir: backups,
      prepare: async (stage) => (writeFileSync(join(stage, 'new.txt'), 'new'), []),
    });
    assert.equal(outcome.status, 'replaced');
    const backup = outcome.status === 'replaced' ? outcome.backup! : '';
    assert.match(backup, /backups\/content-\d{4}-\d{2}-\d{2}-\d{6}$/);
    assert.deepEqual(snapshot(backup), base64(OLD));
    const replaced = snapshot(dir);
    const previous = await restoreContent(backup, dir, backups);
    assert.deepEqual(snapshot(dir), base64(OLD));
    assert.deepEqual(snapshot(previous!), replaced, 'the restore kept what it replaced');
  });

  test('nothing found wrong or nothing at all: a stage with problems leaves the folder and makes no backup', async () => {
    const { dir, backups } = oldFolder();
    const outcome = await replaceContent(dir, { backupsDir: backups, prepare: async () => ['um problema'] });
    assert.deepEqual(outcome, { status: 'invalid', problems: ['um problema'] });
    assert.equal(oldOrNew(dir), 'old');
    assert.ok(!existsSync(backups));
    assert.deepEqual(readdirSync(join(dir, '..')), ['content']);
  });
});
