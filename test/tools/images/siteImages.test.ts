import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { contentImages } from '../../../tools/images';
import { copyStatic } from '../../../tools/images/siteImages';
import { siteContent } from '../../support/content';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

describe('static files in the build', () => {
  test('static/ is copied whole, except the images the pipeline replaced', async () => {
    const staticDir = temporaryFolder('static-');
    const outdir = temporaryFolder('site-');
    try {
      const replaced = contentImages(siteContent)[0].src;
      for (const [file, text] of [
        ['docs/curriculo.pdf', 'cv'],
        ['google1234.html', 'verification'],
        [replaced, 'source photo'],
      ] as const) {
        mkdirSync(dirname(join(staticDir, file)), { recursive: true });
        writeFileSync(join(staticDir, file), text);
      }
      await copyStatic(siteContent, staticDir, outdir);
      assert.equal(readFileSync(join(outdir, 'docs/curriculo.pdf'), 'utf8'), 'cv');
      assert.equal(readFileSync(join(outdir, 'google1234.html'), 'utf8'), 'verification');
      assert.equal(existsSync(join(outdir, replaced)), false, `${replaced} was copied, though no page asks for it`);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
