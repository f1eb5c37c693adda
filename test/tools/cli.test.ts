import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseCommand } from '../../tools/cli';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { ROOT } from '../../tools/projectPaths';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../support/builds';
import { refusedContentFolder } from '../support/content';
import { temporaryFolder } from '../../scripts/temporaryFolder';

/** The NODE_ENV a job of build.mjs ends with, run as `node build.mjs` with none set. */
function nodeEnvAfter(args: string[]): string {
  const { NODE_ENV: _unset, ...env } = settingsFreeEnv();
  const printAtExit = `data:text/javascript,process.on('exit', () => console.log('NODE_ENV=' + process.env.NODE_ENV))`;
  const result = spawnSync(process.execPath, ['--import', printAtExit, 'build.mjs', ...args], { cwd: ROOT, env, encoding: 'utf8' });
  return result.stdout.match(/NODE_ENV=(\w+)/)?.[1] ?? `no NODE_ENV printed:\n${result.stdout}\n${result.stderr}`;
}

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

  test('the production build sets NODE_ENV=production before React loads; the preview leaves it unset', () => {
    // The job starts, and ends before writing anything.
    const refused = refusedContentFolder();
    const outdir = join(temporaryFolder('dist-'), 'out');
    assert.equal(nodeEnvAfter([`--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${refused}`]), 'production');
    assert.equal(nodeEnvAfter(['--preview', '--outdir=/nonexistent/site', NO_SETTINGS_FILE]), 'undefined');
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
