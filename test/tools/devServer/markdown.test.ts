// The dev server with case studies: a case study is shown as the app shows it after a move (its file
// made on request), a save of its Markdown reloads the page, and a problem in it is listed with file
// and line until the fix brings the page back. A draft note is shown there, marked (the build leaves it out).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchGuardedChromium } from '../../support/guardedBrowser';
import { RELOAD_PATH } from '../../../tools/devServer/reloadEvents';
import { BuildServer } from '../../support/buildServer';
import { contentFolder, copyMarkdownPages, siteCaseStudies, siteContent, staticDirOf } from '../../support/content';
import { openPage } from '../../support/pages';
import { articleUi } from '../../../src/catalogues/articles/pt-BR';
import { notePath, notesListPath } from '../../../src/lib/pagePaths';

describe(
  'development server: case studies',
  { timeout: 120_000, skip: siteCaseStudies.length === 0 && 'the content has no case study' },
  () => {
    const [id] = siteCaseStudies;
    const title = siteContent.projects.find((project) => project.id === id)!.title;
    let folder: string;
    let server: BuildServer;
    let browser: Browser;
    before(async () => {
      folder = contentFolder();
      copyMarkdownPages(folder, { english: false });
      server = await new BuildServer([
        '--watch',
        '--settings-file=.env.example',
        `--content=${folder}`,
        `--static-dir=${staticDirOf(folder)}`,
      ]).started();
      browser = await launchGuardedChromium();
    });
    after(async () => {
      await server?.stop();
      await browser?.close();
    });

    test('a case study is shown from its file; its saves reload it; a problem is listed with file and line, and its fix brings it back', async () => {
      const data = (await (await fetch(`${server.base}/projetos/${id}.json`)).json()) as { title: string; html: string };
      assert.ok(data.title.endsWith(title), data.title);
      assert.match(data.html, /<h1 id="artigo-titulo"/);
      assert.equal((await fetch(`${server.base}/projetos/nao-existe.json`)).status, 404);

      const { page } = await openPage(browser);
      const listening = () => page.waitForResponse((answer) => new URL(answer.url()).pathname === RELOAD_PATH);
      let reloads = listening();
      await page.goto(`${server.base}/projetos/${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      const file = join(folder, 'projects', `${id}.md`);
      const original = readFileSync(file, 'utf8');
      await reloads;
      reloads = listening();
      writeFileSync(file, `${original}\n## Um acréscimo salvo agora\n`);
      await page.getByRole('heading', { level: 2, name: 'Um acréscimo salvo agora' }).waitFor();

      await reloads;
      reloads = listening();
      const lines = original.split('\n').length;
      writeFileSync(file, `${original}\n![](/images/nao-existe.png)\n`);
      await page.getByRole('heading', { level: 1, name: /O conteúdo tem \d problemas?/ }).waitFor();
      const listed = await page.locator('li').allTextContents();
      assert.ok(listed.includes(`${file}:${lines + 1}: arquivo não encontrado: static/images/nao-existe.png`), listed.join('\n'));
      await server.waitFor(
        (output) => output.includes(`${file}:${lines + 1}: imagem sem texto alternativo`),
        'the problem in the terminal',
      );

      await reloads;
      writeFileSync(file, original);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.context().close();
    });
  },
);

describe('development server: a draft note', { timeout: 120_000 }, () => {
  let folder: string;
  let server: BuildServer;
  before(async () => {
    folder = contentFolder();
    mkdirSync(join(folder, 'notes'));
    const note = (title: string, extra = '') =>
      `---\ntitle: ${title}\ndate: 2026-11-01\nsummary: Um resumo.\ntags: [CSS]${extra}\n---\n\n## Texto\n`;
    writeFileSync(join(folder, 'notes', 'publicada.md'), note('Uma nota publicada'));
    writeFileSync(join(folder, 'notes', 'rascunho.md'), note('Um rascunho', '\ndraft: true'));
    server = await new BuildServer([
      '--watch',
      '--settings-file=.env.example',
      `--content=${folder}`,
      `--static-dir=${staticDirOf(folder)}`,
    ]).started();
  });
  after(async () => {
    await server?.stop();
  });

  test('is shown, marked, in the list and on its page; a published note is not marked', async () => {
    const page = async (path: string) => (await (await fetch(`${server.base}${path}.json`)).json()) as { html: string };
    const mark = `<span class="draft-mark">${articleUi.draft}</span>`;
    const list = (await page(notesListPath('pt-BR'))).html;
    assert.ok(list.includes(`Um rascunho</a>${mark}`), list);
    assert.ok(list.includes('Uma nota publicada</a></h2>'), 'the published note, unmarked');
    assert.ok((await page(notePath('rascunho', 'pt-BR'))).html.includes(mark));
    assert.ok(!(await page(notePath('publicada', 'pt-BR'))).html.includes(mark));
  });
});
