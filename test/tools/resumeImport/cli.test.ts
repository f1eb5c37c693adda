import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { SITE_CONTENT_DIR } from '../../../tools/content/source';
import { BuildError } from '../../../tools/errors';
import { ROOT } from '../../../tools/projectPaths';
import { parseImportCommand } from '../../../tools/resumeImport/cli';

describe('the command line of npm run import:resume', () => {
  test('the résumé, its translation (--en FILE or --en=FILE), --force and --content=DIR, as build.mjs reads its folder', () => {
    const typed = process.env.INIT_CWD ?? process.cwd();
    assert.deepEqual(parseImportCommand(['eu.json']), { file: resolve(typed, 'eu.json'), contentDir: SITE_CONTENT_DIR, force: false });
    assert.deepEqual(parseImportCommand(['--force', 'eu.json', '--en', 'me.json', '--content=test/x']), {
      file: resolve(typed, 'eu.json'),
      en: resolve(typed, 'me.json'),
      contentDir: join(ROOT, 'test/x'),
      force: true,
    });
    assert.equal(parseImportCommand(['eu.json', '--en=me.json']).en, resolve(typed, 'me.json'));
  });

  test('no résumé, two, an unknown option or --en without its file: a usage line', () => {
    for (const args of [
      [],
      ['a.json', 'b.json'],
      ['a.json', '--watch'],
      ['a.json', '--en'],
      ['a.json', '--en', '--force'],
      ['a.json', '--content='],
    ])
      assert.throws(
        () => parseImportCommand(args),
        (error) => error instanceof BuildError && error.message.includes('uso: npm run import:resume'),
      );
  });
});
