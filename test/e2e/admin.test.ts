// The content editor at /admin/ (Sveltia CMS, tools/admin/) in Chromium with the network blocked: it opens
// in its local-repository mode on a copy of the tested content laid out as the repository holds it (in the
// browser's private file system, handed to the editor as the folder the owner picks), shows both editions'
// collections and an entry's fields filled from those files, and saves a change as a data file that builds.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { adminPolicyHeader, ADMIN_PATH } from '../../tools/admin/adminPage';
import { checkedContent } from '../../tools/content/source';
import { editorDist } from '../support/editorBuild';
import { contentFolder, staticDirOf, TESTED_CONTENT_DIR } from '../support/content';
import { useSite } from '../support/servedSite';

/** The repository as the editor reads it: the content folder's data and Markdown files under src/content/. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'static') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(name)) files[`src/content/${relative(TESTED_CONTENT_DIR, path)}`] = readFileSync(path, 'utf8');
    }
  };
  walk(TESTED_CONTENT_DIR);
  return files;
}

/**
 * Nothing leaves this machine: the site's own requests go on, GitHub's status (which the editor asks at
 * its start) is answered as calm, everything else is refused.
 */
async function offline(context: BrowserContext, siteUrl: string): Promise<void> {
  await context.route('**', (route) => {
    const url = route.request().url();
    if (url.startsWith(siteUrl) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    if (url.startsWith('https://www.githubstatus.com/')) return route.fulfill({ json: { status: { indicator: 'none' } } });
    return route.abort('blockedbyclient');
  });
}

/** The folder the owner would pick: the private file system's `repo`, filled with the repository's files. */
async function pickedFolder(page: Page): Promise<void> {
  // As text: the test's compiler would name the function with a helper the page does not have.
  await page.addInitScript(`window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');`);
}

async function fillFolder(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(async (entries) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    // The editor takes a folder as a repository's root when it holds .git.
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of Object.entries(entries)) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

/** A file of the picked folder, as the editor wrote it. */
const folderFile = (page: Page, path: string) =>
  page.evaluate(async (filePath) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = filePath.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path);

/** The one request the editor makes that its policy refuses: its check for a newer version, on unpkg.com. */
const UPDATE_CHECK = 'https://unpkg.com/@sveltia/cms/package.json';

describe('the content editor at /admin/', () => {
  const site = useSite(editorDist);

  test('opens on the repository, shows both editions, and saves a data file that builds', async () => {
    const context = await site.browser.newContext();
    const problems: string[] = [];
    try {
      await offline(context, site.url);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes(UPDATE_CHECK)) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await pickedFolder(page);
      const response = await page.goto(`${site.url}${ADMIN_PATH}`);
      assert.equal(response?.headers()['content-security-policy'], adminPolicyHeader());
      assert.equal(response?.headers()['x-robots-tag'], 'noindex');
      // In the page as served, for a crawler that runs no script (the editor adds one of its own too).
      assert.match((await response?.text()) ?? '', /<meta name="robots" content="noindex">/);
      await fillFolder(page, repositoryFiles());

      await page.getByRole('button', { name: 'Work with Local Repository' }).click();
      for (const collection of ['Dados', 'Data (English)', 'Estudos de caso', 'Case studies (English)', 'Notas'])
        await page.getByText(collection, { exact: true }).first().waitFor();

      const portuguese = parse(readFileSync(join(TESTED_CONTENT_DIR, 'texts.yaml'), 'utf8')) as { heroIntro: string };
      const english = parse(readFileSync(join(TESTED_CONTENT_DIR, 'en/texts.yaml'), 'utf8')) as { heroIntro: string };
      await page.getByText('texts', { exact: true }).first().click();
      const heroIntro = page.getByRole('textbox').first();
      await heroIntro.waitFor();
      assert.equal(await heroIntro.inputValue(), portuguese.heroIntro);
      // The English file, side by side: the second pane's English tab.
      await page.getByRole('radio', { name: 'English' }).last().click();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('input')].some((input) => input.value === text),
        english.heroIntro,
      );

      const changed = 'Crio aplicações web completas, testadas no editor de conteúdo.';
      await heroIntro.fill(changed);
      await page.getByRole('button', { name: 'Save' }).click();
      // The editor says so once every file of the entry is written.
      await page.getByText('Entry saved.').waitFor();
      const saved = await folderFile(page, 'src/content/texts.yaml');

      const dir = contentFolder();
      writeFileSync(join(dir, 'texts.yaml'), saved);
      const content = await checkedContent(dir, staticDirOf(dir));
      assert.equal(content.heroIntro, changed);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
