// What an owner's own section adds to the page's script, as the budgets leave it out of the template's figures.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { temporaryFolder } from '../../scripts/temporaryFolder';
import { addedSectionFiles, gzipShareOf } from './ownerSections';

describe("an owner's own sections, apart from the template's budgets", () => {
  test('the sections the registry imports that read a data file the demo does not have', () => {
    const dir = temporaryFolder('registry-');
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content', 'owner.yaml'), 'owner: {}\n');
    writeFileSync(join(dir, 'HeroSection.tsx'), "import { owner } from 'site:content/owner';\nexport const HeroSection = () => owner;\n");
    writeFileSync(join(dir, 'TalksSection.tsx'), "import { talks } from 'site:content/talks';\nexport const TalksSection = () => talks;\n");
    writeFileSync(join(dir, 'order.ts'), 'export const order = 1;\n');
    const registry = join(dir, 'registry.ts');
    writeFileSync(
      registry,
      "import { HeroSection } from './HeroSection';\nimport { TalksSection } from './TalksSection';\nimport { order } from './order';\nexport const components = { inicio: HeroSection, palestras: TalksSection, order };\n",
    );
    assert.deepEqual(addedSectionFiles(join(dir, 'content'), registry), [join(dir, 'TalksSection.tsx')]);
  });

  test('their share of a minified script, from its source map: what taking their code out saves', async () => {
    const dir = temporaryFolder('bundle-');
    const words = Array.from({ length: 400 }, (_, index) => `palavra${(index * 7919) % 1009}`).join(' ');
    writeFileSync(join(dir, 'added.ts'), `export const added = () => ${JSON.stringify(words)};\n`);
    writeFileSync(join(dir, 'template.ts'), "export const template = () => 'o modelo';\n");
    writeFileSync(
      join(dir, 'main.ts'),
      "import { added } from './added';\nimport { template } from './template';\nconsole.log(added(), template());\n",
    );
    const outfile = join(dir, 'out', 'main.js');
    await esbuild.build({
      entryPoints: [join(dir, 'main.ts')],
      bundle: true,
      minify: true,
      sourcemap: 'linked',
      outfile,
      logLevel: 'silent',
    });
    const whole = gzipSync(readFileSync(outfile)).length;
    const share = gzipShareOf(outfile, [join(dir, 'added.ts')]);
    // Most of the script is the added module's text; what is left is the template's few bytes.
    assert.ok(share > whole / 2 && share < whole, `${share} of ${whole}`);
    assert.ok(gzipShareOf(outfile, [join(dir, 'template.ts')]) < share / 10);
    assert.equal(gzipShareOf(outfile, [join(dir, 'elsewhere.ts')]), 0);
  });
});
