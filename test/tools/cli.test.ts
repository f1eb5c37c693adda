import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseCommand } from '../../tools/cli';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { ROOT } from '../../tools/projectPaths';

describe('the build.mjs command line', () => {
  test('no argument: the production build into dist/, with .env, static/ and src/content/', () => {
    assert.deepEqual(parseCommand([]), {
      job: 'build',
      outdir: join(ROOT, 'dist'),
      staticDir: join(ROOT, 'static'),
      settingsFile: join(ROOT, '.env'),
      contentDir: SITE_CONTENT_DIR,
    });
  });

  test('--watch and --preview choose the job; options are paths from the repository root', () => {
    assert.equal(parseCommand(['--watch']).job, 'watch');
    const preview = parseCommand(['--preview', '--outdir=out/site', '--settings-file=/tmp/a=b.env']);
    assert.deepEqual(preview, {
      job: 'preview',
      outdir: join(ROOT, 'out/site'),
      staticDir: join(ROOT, 'static'),
      settingsFile: '/tmp/a=b.env',
      contentDir: SITE_CONTENT_DIR,
    });
    assert.equal(parseCommand(['--static-dir=/tmp/other-static']).staticDir, '/tmp/other-static');
    assert.equal(parseCommand(['--content=test/fixtures/owners/julia']).contentDir, join(ROOT, 'test/fixtures/owners/julia'));
  });

  test('anything else fails with the usage, before any work', () => {
    for (const args of [['--wacth'], ['--outdir'], ['--outdir='], ['--static-dir='], ['--content='], ['--watch', '--preview'], ['dist']]) {
      assert.throws(
        () => parseCommand(args),
        /^Error: unexpected argument "[^"]*"; usage: node build\.mjs \[--watch \| --preview\]/,
        args.join(' '),
      );
    }
  });
});
