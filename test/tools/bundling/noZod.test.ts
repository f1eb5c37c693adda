// The schemas live in src/collections/, whose files also type the page's `site:content/<name>` imports,
// but the page only imports their types and the data: zod, a build and test package, must never reach a
// page's bundle (docs/architecture.md).
import assert from 'node:assert/strict';
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { browserOptions } from '../../../tools/bundling/esbuildOptions';
import { appConfig, readSettings } from '../../../tools/settings';
import { CLIENT_ENTRIES, LAZY_MODULES, ROOT } from '../../../tools/projectPaths';
import { siteContentPlugin } from '../../../tools/content/source';
import { collectionsWithWorkshops, WORKSHOP, workshopsRegistry } from '../../support/addedSection';
import { contentFolder, TESTED_CONTENT_DIR, writeContentModule } from '../../support/content';

const config = { ...appConfig(readSettings({}, '/nonexistent/.env'), 'production'), gaMeasurementId: 'G-TEST', caseStudies: ['any'] };

type Collections = Awaited<ReturnType<typeof collectionsWithWorkshops>>;

/**
 * Every input with code in the page's bundles (its script and the lazily loaded modules) built from
 * `entryPoints`; `collections`, when given, in place of src/collections/'s.
 */
async function pageInputs(entryPoints: string[], contentDir: string, collections?: Collections): Promise<string[]> {
  const options = browserOptions(config, contentDir);
  const result = await esbuild.build({
    ...options,
    plugins: options.plugins.map((plugin) =>
      plugin.name === 'site-content' && collections ? siteContentPlugin(contentDir, collections) : plugin,
    ),
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

  // The page imports `site:content/<name>`, which tsconfig.json's paths map to the collection's file (its
  // types): the content plugin answers first, with the data, and the collection's zod stays out.
  test('a section of an owner’s collection (src/collections/workshops.ts), imported by the page, brings no zod either', async () => {
    const dir = contentFolder();
    writeContentModule(dir, 'workshops' as never, { section: { after: 'experiencia', label: 'Oficinas' }, workshops: [WORKSHOP] });
    const section = workshopsRegistry();
    const inputs = await pageInputs([section], dir, await collectionsWithWorkshops());
    assert.ok(inputs.some((input) => input.endsWith('WorkshopsSection.tsx')));
    assert.deepEqual(
      inputs.filter((input) => input.includes('node_modules/zod/')),
      [],
    );
  });
});
