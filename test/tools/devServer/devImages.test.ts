// The dev server's images while the owner edits: content with a problem keeps the last good images,
// so the page reloads once, for the problem, and not again when the images' check gives up.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { devImages } from '../../../tools/devServer/devImages';
import { appConfig, readSettings } from '../../../tools/settings';
import { contentFolder, copyMarkdownPages, staticDirOf } from '../../support/content';

describe('development server: images', () => {
  test('a problem in the content keeps the images as they were, without a reload of their own', async () => {
    const folder = contentFolder();
    copyMarkdownPages(folder, { english: false });
    const config = { ...appConfig(readSettings({}, '/nonexistent/.env'), 'development'), languages: ['pt-BR' as const] };
    let changes = 0;
    const images = devImages(config, [folder, staticDirOf(folder)], () => changes++);
    images.refresh();
    await images.idle();
    const ready = images.current;
    assert.ok(Object.keys(ready.manifest).length > 0, 'the content has images');
    assert.equal(changes, 1, 'ready: one reload');

    // A Markdown file named after no project: the content check lists it, and the page reloads for that.
    // The owner may have no case study yet: the folder is made for it.
    mkdirSync(join(folder, 'projects'), { recursive: true });
    writeFileSync(join(folder, 'projects', 'nao-e-projeto.md'), '---\nrole: x\n---\n');
    images.refresh();
    await images.idle();
    assert.equal(images.current, ready);
    assert.equal(changes, 1, 'no reload from the images');
  });
});
