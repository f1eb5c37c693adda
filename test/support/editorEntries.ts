// An owner's edits in the content editor at /admin/ (test/e2e/admin.test.ts), in a Brazilian browser: one
// text of an entry in each edition side by side, a project added with its English, the entry saved; then
// the repository as the editor left it, as a content folder the build's checks read.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { ANY_FILES } from '../../src/collections/rules/fields';
import { jsonSchemaOf, type JsonSchema } from '../../tools/admin/fields';
import type { Collection } from '../../tools/content/collections';
import { jsonSchemaFiles } from '../../tools/content/jsonSchemas';
import { SITE_CONTENT_DIR } from '../../tools/content/source';
import { temporaryFolder } from '../../scripts/temporaryFolder';
import { formatAccepts, jsonSchemaErrors, mappedSchemas, schemaLineProblem } from './dataFileRules';
import { editorDist } from './editorBuild';
import { folderFiles } from './editorRepository';

/** The editor's configuration as the build wrote it: its collections' and entries' labels. */
export const editorConfigFile = () =>
  parse(readFileSync(join(editorDist(), 'admin/config.yml'), 'utf8')) as {
    collections: { label: string; files?: { name: string; label: string; file: string; i18n?: true }[] }[];
  };

/** What npm test asks of a data file the editor saved to the repository, besides the build's checks. */
export async function assertPassesTests(path: string, saved: string): Promise<void> {
  assert.equal(schemaLineProblem(SITE_CONTENT_DIR, path, saved), null, path);
  const schema = mappedSchemas().get(path);
  assert.ok(schema, `${path} has no JSON Schema in .vscode/settings.json`);
  assert.deepEqual(jsonSchemaErrors(await jsonSchemaFiles(), schema, parse(saved)), [], path);
  assert.ok(await formatAccepts(`src/content/${path}`, saved), `npm run format:check refuses src/content/${path} as the editor saved it`);
}

/** A project as the owner adds it, in each language. */
export const NEW_PROJECT = {
  id: 'projeto-novo',
  title: 'Projeto Novo',
  description: 'Um projeto novo, escrito no editor.',
  tag: 'Svelte',
  githubUrl: 'https://github.com/example/projeto-novo',
  demoUrl: 'https://projeto-novo.example.com',
  english: { title: 'New Project', description: 'A new project, written in the editor.' },
};

/** The label of a collection's first text the English edition translates (without one, its first text). */
export function firstTextLabel(collection: Collection): string {
  const find = (schema: JsonSchema, translatable: boolean, wanted: boolean, parent?: string): string | undefined => {
    const marked = translatable || schema.translatable === true;
    if (schema.type === 'string') return !wanted || marked ? (schema.title ?? parent) : undefined;
    if (schema.type === 'array' && schema.items) return find(schema.items, marked, wanted, schema.title);
    for (const property of Object.values(schema.properties ?? {})) {
      const found = find(property, marked, wanted);
      if (found) return found;
    }
    return undefined;
  };
  const schema = jsonSchemaOf(collection.schema(ANY_FILES));
  return (find(schema, false, true) ?? find(schema, false, false))!;
}

/** The editor's panes: Portuguese on the left, the English on the right once chosen. */
export const panes = (page: Page) => page.getByRole('group', { name: /^Editar Conteúdo em/ });

/**
 * Scrolls a pane down until its last item is the new project, its id `id` (the editor draws a long list's
 * items as they come into view).
 */
async function scrollToNewProject(page: Page, pane: Locator, id: string): Promise<void> {
  await pane.hover({ position: { x: 200, y: 300 } });
  const lastId = pane.getByRole('textbox', { name: 'Identificador', exact: true }).last();
  for (let turn = 0; turn < 60 && (await lastId.inputValue()) !== id; turn += 1) await page.mouse.wheel(0, 2000);
  // Its last fields too.
  for (let turn = 0; turn < 5; turn += 1) await page.mouse.wheel(0, 2000);
}

/** Adds the new project in Portuguese, then writes its texts in English beside it: its id, links and categories are copied. */
async function addProject(page: Page): Promise<void> {
  const [portuguese, english] = [panes(page).first(), panes(page).last()];
  await portuguese.getByRole('button', { name: /^Adicionar .?Projeto(?!s)/ }).click();
  const last = (name: string) => portuguese.getByRole('textbox', { name, exact: true }).last();
  await scrollToNewProject(page, portuguese, '');
  await last('Identificador').fill(NEW_PROJECT.id);
  await last('Título').fill(NEW_PROJECT.title);
  await last('Descrição').fill(NEW_PROJECT.description);
  await portuguese
    .getByRole('button', { name: /^Adicionar .?Etiqueta(?!s)/ })
    .last()
    .click();
  await last('Etiqueta').fill(NEW_PROJECT.tag);
  await portuguese.getByRole('checkbox', { name: 'fullstack' }).last().check();
  await last('Link do GitHub').fill(NEW_PROJECT.githubUrl);
  await last('Link da demonstração').fill(NEW_PROJECT.demoUrl);
  await scrollToNewProject(page, english, NEW_PROJECT.id);
  await english.getByRole('textbox', { name: 'Título', exact: true }).last().fill(NEW_PROJECT.english.title);
  await english.getByRole('textbox', { name: 'Descrição', exact: true }).last().fill(NEW_PROJECT.english.description);
}

/** Waits until the picked folder's file holds `text`: the editor has written it. */
const savedWith = (page: Page, path: string, text: string) =>
  page.waitForFunction(
    async ([filePath, wanted]) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
      const parts = filePath.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      // Read while the editor writes it, the file may not be readable yet: look again.
      const saved = await (
        await dir.getFileHandle(parts.at(-1)!)
      )
        .getFile()
        .then((file) => file.text())
        .catch(() => '');
      return saved.includes(wanted);
    },
    [path, text] as const,
  );

/**
 * In the open entry `name`: the text labelled `label` edited in Portuguese, and in English beside it when
 * `english`; in the projects, a project added; then saved, both files written.
 */
export async function editEntry(page: Page, name: string, label: string, english: boolean): Promise<void> {
  const portuguese = panes(page).first().getByRole('textbox', { name: label, exact: true }).first();
  await portuguese.fill(`${await portuguese.inputValue()} (editado em ${name})`);
  if (english) {
    // The right pane shows the English beside the Portuguese.
    await page.getByRole('radio', { name: 'Inglês' }).last().click();
    const translation = panes(page).last().getByRole('textbox', { name: label, exact: true }).first();
    await translation.fill(`${await translation.inputValue()} (edited in ${name})`);
  }
  if (name === 'projects') await addProject(page);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  // The editor closes the entry once saved, back to the collection's entries.
  await page.getByRole('button', { name: 'Cancelar Edição' }).waitFor({ state: 'hidden' });
  await savedWith(page, `src/content/${name}.yaml`, `(editado em ${name})`);
  if (english) await savedWith(page, `src/content/en/${name}.yaml`, `(edited in ${name})`);
}

/** The repository's content as the editor left it, as a content folder with these pictures. */
export async function savedContentFolder(page: Page, staticDir: string): Promise<string> {
  const dir = temporaryFolder('saved-content-');
  for (const [path, text] of Object.entries(await folderFiles(page, 'src/content'))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(staticDir, join(dir, 'static'), 'dir');
  return dir;
}
