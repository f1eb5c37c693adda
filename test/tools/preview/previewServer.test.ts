import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { buildVariant, NO_SETTINGS_FILE, settingsFreeEnv } from '../../support/builds';
import { ROOT } from '../../../tools/projectPaths';
import { BuildServer } from '../../support/buildServer';
import { dist } from '../../support/dist';

describe('preview server (node build.mjs --preview)', { timeout: 60_000 }, () => {
  let server: BuildServer;
  before(async () => {
    server = await new BuildServer(['--preview', `--outdir=${dist}`, NO_SETTINGS_FILE]).started();
  });
  after(() => server?.stop());

  test('serves the built folder with its headers, and 404.html for unknown paths, at the one address it prints', async () => {
    assert.equal(server.output.match(/https?:\/\//g)!.length, 1, server.output);
    const home = await fetch(`${server.base}/`);
    assert.equal(home.status, 200);
    assert.match(home.headers.get('content-security-policy')!, /^default-src 'self'/);
    assert.match(await home.text(), /<div id="root" data-route="\/">/);
    const missing = await fetch(`${server.base}/nada`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /data-route="\/404"/);
  });

  test('a build for a sub-path is served under it, at the address it prints', async () => {
    const dir = buildVariant({ SITE_URL: 'https://user.github.io/portfolio' });
    const sub = await new BuildServer(['--preview', `--outdir=${dir}`, NO_SETTINGS_FILE]).started();
    try {
      assert.match(sub.output, new RegExp(`http://localhost:${sub.port}/portfolio/\\n`));
      const home = await fetch(`${sub.base}/portfolio/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<div id="root" data-route="\/">/);
      assert.equal((await fetch(`${sub.base}/portfolio/nada`)).status, 404);
      assert.equal((await fetch(`${sub.base}/`)).status, 404);
    } finally {
      await sub.stop();
    }
  });

  test('without a build, says what to run', () => {
    const result = spawnSync(process.execPath, ['build.mjs', '--preview', '--outdir=/nonexistent/site', NO_SETTINGS_FILE], {
      cwd: ROOT,
      env: settingsFreeEnv(),
      encoding: 'utf8',
    });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /\/nonexistent\/site\/index\.html not found: run "npm run build" first/);
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  });
});
