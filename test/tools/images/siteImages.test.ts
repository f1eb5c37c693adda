import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { contentImages } from '../../../tools/images';
import { copyStatic } from '../../../tools/images/siteImages';
import { parseMarkdown } from '../../../tools/markdown/parse';
import { siteContent } from '../../support/content';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/** Writes each file (its path under the folder, its text) into a new folder. */
function folderWith(files: readonly (readonly [string, string])[]): string {
  const dir = temporaryFolder('static-');
  for (const [file, text] of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('static files in the build', () => {
  test('static/ is copied whole, except the images the pipeline replaced and the pictures of images/ the content does not name', async () => {
    const replaced = contentImages(siteContent)[0].src;
    const copied = [
      ['docs/curriculo.pdf', 'cv'],
      ['google1234.html', 'verification'],
      ['images/ficha.pdf', 'not a picture'],
      ['marca.png', 'a picture outside images/'],
    ] as const;
    const left = [
      [replaced, 'source photo'],
      ['images/projects/do-demo.jpg', 'a picture no content names'],
      ['images/case-studies/do-demo.svg', '<svg/>'],
    ] as const;
    const staticDir = folderWith([...copied, ...left]);
    const outdir = temporaryFolder('site-');
    try {
      await copyStatic(siteContent, staticDir, outdir);
      for (const [file, text] of copied) assert.equal(readFileSync(join(outdir, file), 'utf8'), text, file);
      for (const [file] of left) assert.equal(existsSync(join(outdir, file)), false, `${file} was copied, though no page asks for it`);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  test('a picture a Markdown page links to is copied as it is, even one the pipeline also replaces', async () => {
    const replaced = contentImages(siteContent)[0].src;
    const linked = '/images/notes/planta.png';
    const { tree } = parseMarkdown(`Veja [a planta](${linked}#detalhe) e [a foto inteira][foto].\n\n[foto]: ${replaced}\n`);
    const staticDir = folderWith([
      [linked, 'plan'],
      [replaced, 'photo'],
    ]);
    const outdir = temporaryFolder('site-');
    try {
      await copyStatic(siteContent, staticDir, outdir, { caseStudies: [], notes: [{ tree }] });
      assert.equal(readFileSync(join(outdir, linked), 'utf8'), 'plan');
      assert.equal(readFileSync(join(outdir, replaced), 'utf8'), 'photo');
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
