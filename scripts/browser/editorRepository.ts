// The repository as the content editor at /admin/ works on it in Chromium (test/e2e/admin.test.ts,
// scripts/screenshots/editor.ts): a content folder's files in the browser's private file system, handed
// to the editor as the folder the owner picks in its local-repository mode, with nothing leaving the machine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** The repository as the editor reads it: the content folder's data and Markdown files under src/content/. */
export function repositoryFiles(contentDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'static') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(name)) files[`src/content/${relative(contentDir, path)}`] = readFileSync(path, 'utf8');
    }
  };
  walk(contentDir);
  return files;
}

/**
 * Nothing leaves this machine: the site's own requests go on, GitHub's status (which the editor asks at
 * its start) is answered as calm, everything else is refused.
 */
export async function offline(context: BrowserContext, siteUrl: string): Promise<void> {
  await context.route('**', (route) => {
    const url = route.request().url();
    if (url.startsWith(siteUrl) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    if (url.startsWith('https://www.githubstatus.com/')) return route.fulfill({ json: { status: { indicator: 'none' } } });
    return route.abort('blockedbyclient');
  });
}

/** The folder the owner would pick: the private file system's `repo`, filled with the repository's files. */
export async function pickedFolder(page: Page): Promise<void> {
  // As text: the test's compiler would name the function with a helper the page does not have.
  await page.addInitScript(`window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');`);
}

export async function fillFolder(page: Page, files: Record<string, string>): Promise<void> {
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
export const folderFile = (page: Page, path: string) =>
  page.evaluate(async (filePath) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = filePath.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, path);

/** Every file under `folder` of the picked folder, as the editor left them, by path from the folder's root. */
export const folderFiles = (page: Page, folder: string) =>
  page.evaluate(async (start) => {
    const files: Record<string, string> = {};
    let root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    for (const part of start.split('/')) root = await root.getDirectoryHandle(part);
    // A list of folders to read, not a named function: the test's compiler would name it with a helper the page does not have.
    const folders: [FileSystemDirectoryHandle, string][] = [[root, '']];
    for (let next = folders.pop(); next; next = folders.pop()) {
      const [dir, path] = next;
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') folders.push([handle as FileSystemDirectoryHandle, `${path}${name}/`]);
        else files[`${path}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    }
    return files;
  }, folder);
