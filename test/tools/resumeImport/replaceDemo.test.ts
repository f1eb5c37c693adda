// The owner's first command in a fresh clone: her résumé over the demo's content, which has notes that
// link to the demo's case studies and an English edition. The demo's pages go with the demo, the result
// builds, the output says what happened and where the backup is, and its one command gives the demo back.
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkedPages } from '../../../tools/content/sitePages';
import { checkedContent } from '../../../tools/content/source';
import { checkedTranslation } from '../../../tools/content/translation';
import { DEFAULT_LANGUAGE } from '../../../src/lib/editions';
import { DEMO_CONTENT, DEMO_STATIC } from '../../support/demo';
import { FIXTURES, scratch, snapshot } from './support';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../../tools/projectPaths';

const HELENA = join(FIXTURES, 'helena.json');
const run = (script: string, args: readonly string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: ROOT },
  });

describe('a résumé over the demo, as a new owner’s first command', () => {
  test('four jobs, one ongoing, an accented city, no projects: written, buildable, the backup named and restorable byte for byte', async () => {
    const dir = join(scratch(), 'content');
    cpSync(DEMO_CONTENT, dir, { recursive: true, filter: (source) => source !== DEMO_STATIC });
    const before = snapshot(dir);
    const imported = run('tools/resumeImport/cli.ts', [HELENA, '--force', `--content=${dir}`]);
    assert.equal(imported.status, 0, imported.stderr);

    const content = await checkedContent(dir, DEMO_STATIC);
    assert.equal(await checkedTranslation(dir, content), null, 'the demo’s English edition went with it');
    checkedPages(dir, content, [DEFAULT_LANGUAGE], DEMO_STATIC);
    assert.deepEqual(
      content.experiences.map((job) => job.period.endsWith('atual')),
      [true, false, false, false],
    );
    assert.equal(content.owner.locality, 'São José dos Campos');
    assert.deepEqual(content.projects, []);
    assert.ok(
      !Object.keys(Object.fromEntries(snapshot(dir))).some((path) => /^(notes|projects|en)\//.test(path)),
      'no page of the demo is left',
    );

    const backup = /O conteúdo de antes está em (.+)\/\. Para voltar a ele:\n {2}(npm run content:restore -- .+)$/m.exec(imported.stdout);
    assert.ok(backup, imported.stdout);
    for (const removed of ['notes/', 'projects/', 'en/'])
      assert.ok(imported.stdout.includes(`${dir}/${removed}`), `${removed}\n${imported.stdout}`);
    assert.deepEqual(snapshot(backup[1]), before);

    const [, , , , ...restoreArgs] = backup[2].split(' '); // after `npm run content:restore --`
    const restored = run('tools/contentReplace/restoreCli.ts', restoreArgs);
    assert.equal(restored.status, 0, restored.stderr);
    assert.deepEqual(snapshot(dir), before, 'the restore gives back every byte');
  });
});
