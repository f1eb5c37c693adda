// `node --import tsx scripts/screenshots/editor.ts [FILE]`: the /admin/ editor as a Brazilian owner sees
// it, a pt-BR Chromium with the network blocked, in its local-repository mode on the demo's content (the
// editor test's setup, ../browser/editorRepository.ts), the Projetos entry open: its labels and widgets.
// Into docs/screenshots/editor-projetos-pt-BR.png unless FILE names another.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fillFolder, offline, pickedFolder, repositoryFiles } from '../browser/editorRepository';
import { launchChromium } from '../browser/chromium';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../siteVariants/buildEnv';
import { DEMO_FIXTURE, DEMO_STATIC } from '../siteVariants/demoFixture';
import { temporaryFolder } from '../temporaryFolder';
import { serveStatic } from '../../tools/localServers/staticServer';
import { ADMIN_PATH } from '../../tools/admin/adminPage';
import { ROOT } from '../../tools/projectPaths';

const file = resolve(process.argv[2] ?? 'docs/screenshots/editor-projetos-pt-BR.png');
const outdir = temporaryFolder('editor-site-');
const args = ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${DEMO_FIXTURE}`, `--static-dir=${DEMO_STATIC}`];
const build = spawnSync(process.execPath, args, { cwd: ROOT, env: settingsFreeEnv({ CMS_REPO: 'owner/portfolio' }), stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = await serveStatic(outdir);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 1300 }, reducedMotion: 'reduce' });
  await offline(context, server.url);
  const page = await context.newPage();
  await pickedFolder(page);
  await page.goto(`${server.url}${ADMIN_PATH}`);
  const local = page.getByRole('button', { name: 'Trabalhar com Repositório Local' });
  await local.waitFor();
  await fillFolder(page, repositoryFiles(DEMO_FIXTURE));
  await local.click();
  await page.getByText('Dados', { exact: true }).first().waitFor();
  await page.evaluate(() => (location.hash = '#/collections/data/entries/projects'));
  await page.getByText('Link da demonstração').first().waitFor();
  // The entry slides in over the list: the picture once it has stopped.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: file });
  console.log(file);
} finally {
  await browser.close();
  await server.close();
}
