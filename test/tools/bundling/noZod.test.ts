// The schemas live beside the code that reads the content (src/collections/, a section's component), but
// the page only imports their types, and a section's schema is a function it never calls: zod, a build
// and test package, must never reach a page's bundle (docs/architecture.md).
import assert from 'node:assert/strict';
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { browserOptions } from '../../../tools/bundling/esbuildOptions';
import { appConfig, readSettings } from '../../../tools/settings';
import { CLIENT_ENTRIES, LAZY_MODULES, ROOT } from '../../../tools/projectPaths';
import { TALK, talksRegistry } from '../../support/addedSection';
import { contentFolder, TESTED_CONTENT_DIR, writeContentModule } from '../../support/content';

const config = { ...appConfig(readSettings({}, '/nonexistent/.env'), 'production'), gaMeasurementId: 'G-TEST', caseStudies: ['any'] };

/** Every input with code in the page's bundles (its script and the lazily loaded modules) built from `entryPoints`. */
async function pageInputs(entryPoints: string[], contentDir: string): Promise<string[]> {
  const result = await esbuild.build({
    ...browserOptions(config, contentDir),
    entryPoints,
    // A section written outside the repository (support/addedSection.ts) finds the packages too.
    nodePaths: [join(ROOT, 'node_modules')],
    outdir: '/nonexistent',
    write: false,
    metafile: true,
    minify: true,
  });
  // Every file esbuild read is an input of the metafile; what tree shaking left out has no byte in an output.
  return Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file),
  );
}

describe('no zod in the page', () => {
  test('the page’s script and lazily loaded modules have no input from zod', async () => {
    const inputs = await pageInputs([CLIENT_ENTRIES.script, ...LAZY_MODULES], TESTED_CONTENT_DIR);
    assert.ok(
      inputs.some((input) => input.endsWith('.yaml')),
      'the content is among the inputs',
    );
    assert.deepEqual(
      inputs.filter((input) => input.includes('node_modules/zod/')),
      [],
    );
  });

  test('a section that exports its data file’s schema, imported by the page, brings no zod either', async () => {
    const dir = contentFolder();
    writeContentModule(dir, 'talks' as never, { talks: [TALK] });
    const section = talksRegistry();
    const inputs = await pageInputs([section], dir);
    assert.ok(inputs.some((input) => input.endsWith('TalksSection.tsx')));
    assert.deepEqual(
      inputs.filter((input) => input.includes('node_modules/zod/')),
      [],
    );
  });
});
