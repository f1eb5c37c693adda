import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { ui as en } from '../../../src/catalogues/en';
import { cvPaths } from '../../../src/lib/cv';
import { RELOAD_PATH } from '../../../tools/devServer/reloadEvents';
import { launchGuardedChromium } from '../../support/guardedBrowser';
import { openPage } from '../../support/pages';
import { BuildServer } from '../../support/buildServer';
import { contentFolder, siteContent, siteTranslation, staticDirOf, TESTED_CONTENT_DIR, writeContentModule } from '../../support/content';
import { readDataFile } from '../../../tools/content/dataFiles';

describe(
  'development server: the English edition',
  { timeout: 120_000, skip: siteTranslation === null && 'the content has no translation' },
  () => {
    let folder: string;
    let server: BuildServer;
    let browser: Browser;
    before(async () => {
      // The content the tests own, translation and pages included, copied to be broken and mended.
      folder = contentFolder();
      cpSync(TESTED_CONTENT_DIR, folder, { recursive: true, filter: (source) => source !== join(TESTED_CONTENT_DIR, 'static') });
      const pictures = `--static-dir=${staticDirOf(TESTED_CONTENT_DIR)}`;
      server = await new BuildServer(['--watch', '--settings-file=.env.example', `--content=${folder}`, pictures]).started();
      browser = await launchGuardedChromium();
    });
    after(async () => {
      await server?.stop();
      await browser?.close();
    });

    test('/en/ is served in English with its own bundle; a translation problem is listed, and its fix brings the page back', async () => {
      const shell = await (await fetch(`${server.base}/en/`)).text();
      assert.match(shell, /<html lang="en"/);
      assert.match(shell, /src="\/assets\/en\/main\.js"/);
      assert.match(await (await fetch(`${server.base}/`)).text(), /<html lang="pt-BR"/);

      const { page } = await openPage(browser);
      await page.goto(`${server.base}/en/`);
      const projects = siteTranslation!.homeSections.find((section) => section.id === 'meus-projetos')!.label;
      await page.locator('.nav-list').getByRole('link', { name: projects, exact: true }).waitFor();
      await page.getByRole('link', { name: en.header.otherEdition.label }).waitFor();

      // The English twin of projects.yaml: the English edition's projects, the first one's description left out.
      const translation = siteTranslation!.projects;
      const [{ description: _dropped, ...untranslated }, ...others] = translation;
      writeContentModule(join(folder, 'en'), 'projects', { projects: [untranslated, ...others] });
      const at = readDataFile(join(folder, 'en', 'projects.yaml')).lineOf(['projects', 0]);
      const line = `${folder}/en/projects.yaml:${at}: projects[0].description: falta a tradução (recebido undefined)`;
      await page.getByText(line).waitFor();
      writeContentModule(join(folder, 'en'), 'projects', { projects: translation });
      await page.getByRole('heading', { level: 1, name: siteContent.owner.name }).waitFor();
      await page.context().close();
    });

    test('the CVs of both editions are served, and follow the content', async () => {
      const pdf = async (path: string) => {
        const response = await fetch(`${server.base}${path}`);
        assert.equal(response.status, 200, path);
        assert.equal(response.headers.get('content-type'), 'application/pdf');
        return Buffer.from(await response.arrayBuffer());
      };
      assert.ok((await pdf(cvPaths('pt-BR').pdf)).length > 1000);
      const before = await pdf(cvPaths('en').pdf);
      assert.equal((await fetch(`${server.base}${cvPaths('en').json}`)).status, 200);
      const translation = siteTranslation!.projects.map((project) => ({ ...project, title: `${project.title} 2` }));
      // The content check announces the page ('/') once its files, the CVs among them, are in place.
      const events = (await fetch(`${server.base}${RELOAD_PATH}`)).body!.getReader();
      writeContentModule(join(folder, 'en'), 'projects', { projects: translation });
      let after = before;
      try {
        // Another announcement of the page (the images, ready) may come first: each one, look again.
        for (let received = ''; after.equals(before);) {
          const { value, done } = await events.read();
          assert.ok(!done, 'the server closed its events');
          received += new TextDecoder().decode(value);
          if (!received.includes('"updated":["/"]')) continue;
          received = '';
          after = await pdf(cvPaths('en').pdf);
        }
      } finally {
        await events.cancel();
      }
      assert.ok(!after.equals(before), 'the English CV did not follow the translation');
    });
  },
);
