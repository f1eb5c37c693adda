import assert from 'node:assert/strict';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { readDataFile } from '../../../tools/content/dataFiles';
import { checkedContent } from '../../../tools/content/source';
import { launchGuardedChromium } from '../../support/guardedBrowser';
import { openPage } from '../../support/pages';
import { technologyLogoId } from '../../../src/lib/technologyLogos';
import { RELOAD_PATH } from '../../../tools/devServer/reloadEvents';
import { BuildServer } from '../../support/buildServer';
import { contentFolder, staticDirOf, TESTED_CONTENT_DIR, writeContentModule } from '../../support/content';

describe('development server: the content checked at start and at every save', { timeout: 120_000 }, () => {
  let content: Awaited<ReturnType<typeof checkedContent>>;
  let folder: string;
  let server: BuildServer;
  let browser: Browser;
  const brokenSkills = () => [{ ...content.skills[0], percentage: 150 }, ...content.skills.slice(1)];
  before(async () => {
    // The content the tests own (the demo fixture), copied to be broken and mended.
    content = await checkedContent(TESTED_CONTENT_DIR, staticDirOf(TESTED_CONTENT_DIR));
    folder = contentFolder();
    cpSync(TESTED_CONTENT_DIR, folder, { recursive: true, filter: (source) => source !== join(TESTED_CONTENT_DIR, 'static') });
    // Broken from the start: the server must start all the same.
    writeContentModule(folder, 'skills', { skills: brokenSkills() });
    const pictures = `--static-dir=${staticDirOf(TESTED_CONTENT_DIR)}`;
    server = await new BuildServer(['--watch', '--settings-file=.env.example', `--content=${folder}`, pictures]).started();
    browser = await launchGuardedChromium();
  });
  after(async () => {
    await server?.stop();
    await browser?.close();
  });

  test('a problem is listed in the terminal and in the browser; the server keeps serving; the fix brings the page back', async () => {
    const skillLine = `${folder}/skills.yaml:${readDataFile(join(folder, 'skills.yaml')).lineOf(['skills', 0, 'percentage'])}: skills[0].percentage: deve ser de 0 a 100 (recebido 150)`;
    await server.waitFor((output) => output.includes(skillLine), 'the problem in the terminal');
    const { page } = await openPage(browser);
    // Each save waits until the page shown listens for reloads: a save before that would go unheard.
    const listening = () => page.waitForResponse((answer) => new URL(answer.url()).pathname === RELOAD_PATH);
    let reloads = listening();
    const response = await page.goto(`${server.base}/`);
    assert.equal(response?.status(), 500);
    await page.getByRole('heading', { level: 1, name: 'O conteúdo tem 1 problema' }).waitFor();
    assert.deepEqual(await page.locator('li').allTextContents(), [skillLine]);
    assert.equal((await fetch(`${server.base}/assets/main.js`)).status, 200);

    await reloads;
    reloads = listening();
    writeContentModule(folder, 'skills', { skills: content.skills });
    await page.getByRole('heading', { level: 1, name: content.owner.name }).waitFor();
    await server.waitFor((output) => output.includes('Conteúdo corrigido: a página voltou.'), 'the recovery in the terminal');

    await reloads;
    reloads = listening();
    const [first, ...others] = content.projects;
    writeContentModule(folder, 'projects', { projects: [{ ...first, githubUrl: 'github.com/alguem/projeto' }, ...others] });
    await page.getByRole('heading', { level: 1, name: 'O conteúdo tem 1 problema' }).waitFor();
    assert.match(
      (await page.locator('li').textContent())!,
      /projects\.yaml:\d+: projects\[0\]\.githubUrl: .* \(recebido "github\.com\/alguem\/projeto"\)$/,
    );
    await reloads;
    reloads = listening();
    writeContentModule(folder, 'projects', { projects: content.projects });
    await page.getByRole('heading', { level: 1, name: content.owner.name }).waitFor();

    // A data file the owner adds for a section of their own (docs/content.md, "Add a section"): checked as
    // it is saved, by its collection's schema; one no collection declares is a problem too (the checks:
    // test/tools/content/collections.test.ts). Named as no recipe names a section: the owner's own
    // (talks.yaml) would be declared. Removed whatever happens, for the tests after this one.
    await reloads;
    reloads = listening();
    const unchecked = join(folder, 'semComponente.yaml');
    writeContentModule(folder, 'semComponente' as never, { itens: [{ id: 'um', title: 'Um item' }] });
    try {
      await page.getByRole('heading', { level: 1, name: 'O conteúdo tem 1 problema' }).waitFor();
      assert.match(
        (await page.locator('li').textContent())!,
        /semComponente\.yaml: nenhuma coleção lê este arquivo: declare-a em src\/collections\/semComponente\.ts/,
      );
      await reloads;
    } finally {
      rmSync(unchecked, { force: true });
    }
    await page.getByRole('heading', { level: 1, name: content.owner.name }).waitFor();
    await page.context().close();
  });

  test('the favicon, icons and hero logos are drawn from the content, and follow it', async () => {
    const favicon = () => fetch(`${server.base}/favicon.svg`).then((response) => response.text());
    assert.ok((await favicon()).includes(`<title>${content.owner.initials}</title>`));
    for (const path of ['/icons/icon-16.png', '/icons/icon-maskable-512.png', '/images/og-image.png', '/images/logo-dark.svg']) {
      assert.equal((await fetch(`${server.base}${path}`)).status, 200, path);
    }
    const { page } = await openPage(browser);
    await page.goto(`${server.base}/`);
    const initials = content.owner.initials === 'ZQ' ? 'QZ' : 'ZQ';
    writeContentModule(folder, 'owner', { owner: { ...content.owner, initials } });
    // The English twin copies what is not translated: the initials change there too, or the build refuses them.
    const english = join(folder, 'en');
    if (existsSync(english))
      writeContentModule(english, 'owner', { owner: { ...(readDataFile(join(english, 'owner.yaml')).data.owner as object), initials } });
    // The page asks the server until the new icon is there: the check ends when the drawing is done.
    await page.waitForFunction(
      (title) =>
        fetch('/favicon.svg')
          .then((response) => response.text())
          .then((svg) => svg.includes(title)),
      `<title>${initials}</title>`,
    );
    await page.getByRole('link', { name: `${initials}. Voltar ao início` }).waitFor();
    await page.context().close();
  });

  test('the technology logos are drawn from the content, and follow it', async () => {
    const shell = () => fetch(`${server.base}/`).then((response) => response.text());
    for (const name of content.mainTechnologies) assert.ok((await shell()).includes(`<symbol id="${technologyLogoId(name)}"`), name);
    writeContentModule(folder, 'technologies', { mainTechnologies: [...content.mainTechnologies, 'Svelte'] });
    const { page } = await openPage(browser);
    await page.goto(`${server.base}/`);
    // The page asks the server until the new symbol is there: the check ends when the drawing is done.
    await page.waitForFunction(
      (id) =>
        fetch('./')
          .then((response) => response.text())
          .then((html) => html.includes(`<symbol id="${id}"`)),
      technologyLogoId('Svelte'),
    );
    await page.context().close();
  });
});
