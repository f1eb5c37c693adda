// The content editor at /admin/ (Sveltia CMS, tools/admin/) in Chromium with the network blocked, in a
// Brazilian browser and an American one: its sign-in speaks the browser's language, from files the site
// serves, and offers only the sign-in the settings make work (a token without CMS_AUTH_URL); it opens in
// its local-repository mode on a copy of the tested content laid out as the repository holds it (in the
// browser's private file system, handed to the editor as the folder the owner picks), shows both editions'
// collections and an entry's fields filled from those files, and saves a change as data files that build
// and pass what npm test asks of them. In the Brazilian one, an owner edits an entry of every data
// collection in both editions side by side and adds a project with its English: the saved repository
// passes the build's content checks, with both changes in both editions.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { adminPolicyHeader, ADMIN_PATH } from '../../tools/admin/adminPage';
import { SITE_MARK } from '../../tools/admin/editorSite';
import { loadCollections } from '../../tools/content/collections';
import { checkSite } from '../../tools/content/siteCheck';
import { checkedContent } from '../../tools/content/source';
import { ROOT } from '../../tools/projectPaths';
import { editorDist } from '../support/editorBuild';
import { fillFolder, folderFile, offline, pickedFolder, repositoryFiles } from '../support/editorRepository';
import { contentFolder, staticDirOf, TESTED_CONTENT_DIR } from '../support/content';
import { useSite } from '../support/servedSite';
import { editEntry, assertPassesTests, editorConfigFile, firstTextLabel, NEW_PROJECT, savedContentFolder } from '../support/editorEntries';

/** The one request the editor makes that its policy refuses: its check for a newer version, on unpkg.com. */
const UPDATE_CHECK = 'https://unpkg.com/@sveltia/cms/package.json';
/**
 * The console errors an opening may print: the update check's. A retry loop prints thousands (0.221.1
 * asking unpkg.com for its interface text in a Brazilian browser): a bound catches it however it starts.
 */
const MOST_ERRORS = 4;

/** A string of the editor's interface text in a language, as the package ships it (and the site serves it). */
function interfaceText(locale: string, key: string): string {
  const file = join(ROOT, 'node_modules/@sveltia/cms/locales', `${locale}.json`);
  return ((JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key] ?? '').replace('{$service}', 'GitHub');
}

interface Opened {
  page: Page;
  /** Console errors but the update check's, and the page's uncaught errors. */
  problems: string[];
  /** Every console error, the update check's included. */
  errors: () => number;
}

/** /admin/ in a browser of this language, network blocked, its sign-in drawn in that language from the site's file. */
async function openEditor(context: BrowserContext, siteUrl: string, locale: string): Promise<Opened> {
  await offline(context, siteUrl);
  const page = await context.newPage();
  const problems: string[] = [];
  let errors = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors += 1;
    if (!message.text().includes(UPDATE_CHECK)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await pickedFolder(page);
  const [response, interfaceFile] = await Promise.all([
    page.goto(`${siteUrl}${ADMIN_PATH}`),
    // English is in the script; every other language is a file the site serves.
    locale === 'en-US' ? null : page.waitForResponse(`${siteUrl}${ADMIN_PATH}locales/${locale}.json`),
  ]);
  assert.equal(response?.headers()['content-security-policy'], adminPolicyHeader());
  assert.equal(response?.headers()['x-robots-tag'], 'noindex');
  // In the page as served, for a crawler that runs no script (the editor adds one of its own too).
  assert.match((await response?.text()) ?? '', /<meta name="robots" content="noindex">/);
  assert.equal(interfaceFile?.status() ?? 200, 200);
  await page.getByRole('button', { name: interfaceText(locale, 'sign_in_using_access_token') }).waitFor();
  // The site's name and mark, not the editor's.
  const { owner } = parse(readFileSync(join(TESTED_CONTENT_DIR, 'owner.yaml'), 'utf8')) as { owner: { name: string } };
  await page.getByRole('heading', { name: owner.name }).waitFor();
  await page.locator(`img[src="${SITE_MARK}"]`).first().waitFor();
  // Without CMS_AUTH_URL, nothing leads to an OAuth the site has no worker for.
  assert.equal(await page.getByRole('button', { name: interfaceText(locale, 'sign_in_with_x') }).count(), 0);
  return { page, problems, errors: () => errors };
}

/** The owner picks the repository's folder: the editor shows the collections. */
async function openRepository(page: Page, locale: string): Promise<void> {
  await fillFolder(page, repositoryFiles());
  await page.getByRole('button', { name: interfaceText(locale, 'work_with_local_repo') }).click();
  for (const { label } of editorConfigFile().collections) await page.getByText(label, { exact: true }).first().waitFor();
}

describe('the content editor at /admin/', () => {
  const site = useSite(editorDist);

  test("in a Brazilian browser it signs in in Portuguese, from the site's own file, and opens the repository", async () => {
    const context = await site.browser.newContext({ locale: 'pt-BR' });
    try {
      const { page, problems, errors } = await openEditor(context, site.url, 'pt-BR');
      await page.getByRole('button', { name: 'Trabalhar com Repositório Local' }).waitFor();
      await openRepository(page, 'pt-BR');
      assert.deepEqual(problems, []);
      assert.ok(errors() <= MOST_ERRORS, `${errors()} console errors`);
    } finally {
      await context.close();
    }
  });

  test('in an American browser it signs in in English, shows both editions, and saves data files that build and pass npm test', async () => {
    const context = await site.browser.newContext({ locale: 'en-US' });
    try {
      const { page, problems, errors } = await openEditor(context, site.url, 'en-US');
      await openRepository(page, 'en-US');

      const portuguese = parse(readFileSync(join(TESTED_CONTENT_DIR, 'texts.yaml'), 'utf8')) as { heroIntro: string };
      const english = parse(readFileSync(join(TESTED_CONTENT_DIR, 'en/texts.yaml'), 'utf8')) as { heroIntro: string };
      const texts = editorConfigFile()
        .collections.flatMap((collection) => collection.files ?? [])
        .find((entry) => entry.file.endsWith('/texts.yaml'))!;
      await page.getByText(texts.label, { exact: true }).first().click();
      const heroIntro = page.getByRole('textbox').first();
      await heroIntro.waitFor();
      assert.equal(await heroIntro.inputValue(), portuguese.heroIntro);
      // The English file, side by side: the second pane's English tab.
      await page.getByRole('radio', { name: 'English' }).last().click();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('input, textarea')].some((input) => (input as HTMLInputElement).value === text),
        english.heroIntro,
      );

      const changed = 'Crio aplicações web completas, testadas no editor de conteúdo.';
      await heroIntro.fill(changed);
      await page.getByRole('button', { name: 'Save' }).click();
      // The editor says so once every file of the entry is written.
      await page.getByText('Entry saved.').waitFor();
      const saved = await folderFile(page, 'src/content/texts.yaml');
      await assertPassesTests('texts.yaml', saved);
      await assertPassesTests('en/texts.yaml', await folderFile(page, 'src/content/en/texts.yaml'));

      const dir = contentFolder();
      writeFileSync(join(dir, 'texts.yaml'), saved);
      const content = await checkedContent(dir, staticDirOf(dir));
      assert.equal(content.heroIntro, changed);
      assert.deepEqual(problems, []);
      assert.ok(errors() <= MOST_ERRORS, `${errors()} console errors`);
    } finally {
      await context.close();
    }
  });

  test('in a Brazilian browser, an entry of every data collection is edited in both editions and a project added with its English: the saved repository passes the checks', async () => {
    const started = Date.now();
    const context = await site.browser.newContext({ locale: 'pt-BR' });
    try {
      const { page, problems } = await openEditor(context, site.url, 'pt-BR');
      await openRepository(page, 'pt-BR');
      // The collections the tested content has: an owner's own section (a fork's talks) is not in the demo's.
      const collections = (await loadCollections()).filter(({ file }) => existsSync(join(TESTED_CONTENT_DIR, `${file}.yaml`)));
      const entries = editorConfigFile()
        .collections.flatMap((collection) => collection.files ?? [])
        .filter((entry) => collections.some(({ file }) => file === entry.name));
      const edited: Record<string, { label: string; english: boolean }> = {};
      for (const entry of entries) {
        const label = firstTextLabel(collections.find(({ file }) => file === entry.name)!);
        await page.getByText(entry.label, { exact: true }).first().click();
        const english = entry.i18n === true;
        await editEntry(page, entry.name, label, english);
        edited[entry.name] = { label, english };
      }
      assert.deepEqual(Object.keys(edited).sort(), collections.map(({ file }) => file).sort(), 'an entry of every collection');
      for (const [name, { english }] of Object.entries(edited)) {
        await assertPassesTests(`${name}.yaml`, await folderFile(page, `src/content/${name}.yaml`));
        if (english) await assertPassesTests(`en/${name}.yaml`, await folderFile(page, `src/content/en/${name}.yaml`));
      }

      // The saved repository, as npm test checks it: the build's content checks, both editions.
      const dir = await savedContentFolder(page, staticDirOf(TESTED_CONTENT_DIR));
      const checked = await checkSite(dir, staticDirOf(TESTED_CONTENT_DIR));
      assert.deepEqual(checked.problems, []);
      const { content, english } = checked.site!;
      const added = (projects: readonly { id: string; title: string; githubUrl: string }[]) =>
        projects.filter(({ id }) => id === NEW_PROJECT.id).map(({ title, githubUrl }) => [title, githubUrl]);
      assert.deepEqual(added(content.projects), [[NEW_PROJECT.title, NEW_PROJECT.githubUrl]]);
      assert.deepEqual(added(english!.projects), [[NEW_PROJECT.english.title, NEW_PROJECT.githubUrl]]);
      assert.match(content.owner.role, /\(editado em owner\)$/);
      assert.match(english!.owner.role, /\(edited in owner\)$/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
    process.stderr.write(`# every collection edited and saved in ${Math.round((Date.now() - started) / 1000)} s\n`);
  });
});
