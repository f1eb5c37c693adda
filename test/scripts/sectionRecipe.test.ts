import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { followSectionRecipe, recipeBlocks, RECIPE_PAGE } from '../../scripts/forks/sectionRecipe';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../../scripts/temporaryFolder';

const LEAVE_OUT_HEADING = '### Leave a section out, or move it';

describe('the recipe "Add a section" (docs/content.md)', () => {
  const blocks = recipeBlocks(readFileSync(join(ROOT, RECIPE_PAGE), 'utf8'));

  // Still true once an owner has followed it: the lines it goes by stay.
  test('names its files, and the files it adds to hold the line each addition goes by', () => {
    assert.ok(blocks.length >= 8, `${blocks.length} blocks`);
    // An English file is the recipe's only when the owner has that edition ("when you have that edition").
    const withoutEnglish = !existsSync(join(ROOT, 'src/content/en'));
    for (const { file, place } of blocks) {
      if (place === null || (withoutEnglish && file.startsWith('src/content/en/'))) continue;
      if (place.kind === 'remove' && !existsSync(join(ROOT, file))) continue;
      assert.ok(existsSync(join(ROOT, file)), file);
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (place.kind === 'after' || place.kind === 'before')
        assert.ok(
          text.split('\n').some((line) => line.startsWith(place.prefix)),
          `${file}: ${place.prefix}`,
        );
    }
  });

  // The measure: a section is its data file (and the English twin), its collection, its component, and its line in the registry.
  test('adds a section with its data files, its collection, its component and the registry, and no build code', () => {
    const page = readFileSync(join(ROOT, RECIPE_PAGE), 'utf8');
    const adding = recipeBlocks(page.slice(0, page.indexOf(LEAVE_OUT_HEADING)));
    assert.deepEqual([...new Set(adding.map(({ file }) => file))].sort(), [
      'src/collections/talks.ts',
      'src/content/en/talks.yaml',
      'src/content/talks.yaml',
      'src/pages/sectionRegistry.ts',
      'src/sections/TalksSection.tsx',
    ]);
    assert.ok(!blocks.some(({ file }) => file.startsWith('tools/')), 'no build code to touch');
  });

  // npm test's fork (scripts/testRunners/fork.ts) follows it in a copy of the owner's tree, which holds
  // the section already when the owner followed it: the second time adds nothing.
  test('followed twice, the files are as followed once', (t) => {
    const dir = temporaryFolder('recipe-');
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const files = [RECIPE_PAGE, ...new Set(blocks.filter(({ place }) => place !== null).map(({ file }) => file))];
    for (const file of files.filter((name) => existsSync(join(ROOT, name)))) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    // The folders the new files go in, as the repository has them.
    for (const { file } of blocks.filter(({ place }) => place === null)) mkdirSync(dirname(join(dir, file)), { recursive: true });
    const read = () =>
      Object.fromEntries(
        blocks.filter(({ file }) => existsSync(join(dir, file))).map(({ file }) => [file, readFileSync(join(dir, file), 'utf8')]),
      );
    followSectionRecipe(dir);
    const once = read();
    // A line removed and added again elsewhere (a section moved) is in the file once, at its new place.
    const addedAgain = (file: string, code: string) =>
      blocks.some((other) => other.place?.kind !== 'remove' && other.file === file && other.code === code);
    for (const { file, code, place } of blocks.filter(({ file }) => file in once)) {
      if (place?.kind !== 'remove') assert.ok(once[file].includes(code), `${file} holds what the recipe adds`);
      else if (!addedAgain(file, code)) assert.ok(!once[file].includes(code), `${file} lost what the recipe removes`);
    }
    followSectionRecipe(dir);
    assert.deepEqual(read(), once);
  });

  // Marina's fork (scripts/forks/newOwner.ts) has no English edition: an en/ holding the twin alone would make one.
  test('the English twin is written where the fork has the English edition, and only there', (t) => {
    const dir = temporaryFolder('recipe-');
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const edited = new Set(blocks.filter(({ place }) => place !== null && place.kind !== 'remove').map(({ file }) => file));
    for (const file of [RECIPE_PAGE, ...edited].filter((name) => !name.startsWith('src/content/en/')))
      cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    for (const folder of ['src/sections', 'src/collections']) mkdirSync(join(dir, folder), { recursive: true });
    followSectionRecipe(dir);
    assert.ok(existsSync(join(dir, 'src/content/talks.yaml')));
    assert.ok(existsSync(join(dir, 'src/collections/talks.ts')));
    assert.ok(existsSync(join(dir, 'src/sections/TalksSection.tsx')));
    assert.equal(existsSync(join(dir, 'src/content/en')), false);
  });
});
