// What the docs name holds: each path of ours written in backticks, each relative link and each
// `npm run` script exists, so a file moved or deleted takes its mentions along (issue 69). A path may be
// missing only when the docs tell the owner to make it: a new file of the recipe "Add a section" (its
// code blocks name it, and any doc may name it as its example), or one of the few below, each with the doc that names it and why.
// The docs' examples in the owner's folders (src/content/, static/) are the demo's: they hold in the demo
// fixture, whatever the owner kept (issue 70: a fork without the demo's English or pictures).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { recipeBlocks, RECIPE_PAGE } from '../../scripts/forks/sectionRecipe';
import { DEMO_FIXTURE, DEMO_STATIC } from '../../scripts/siteVariants/demoFixture';
import { ROOT } from '../../tools/projectPaths';

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].concat(
  ['src', 'tools', 'scripts'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('README.md'))
      .map((path) => `${dir}/${path}`),
  ),
);

/** Paths a doc names that need not exist, by doc: what the owner makes, or what a command makes for a while. */
const NOT_YET: Record<string, Record<string, string>> = {
  [RECIPE_PAGE]: {
    'src/styles/talks.css': 'the stylesheet an added section may bring (Add a section)',
    'src/content.next/': 'the new content folder while a replacement is under way',
  },
};

/** The owner's folders, each with the demo fixture's own. */
const OWNER_FOLDERS = [
  ['src/content/', DEMO_FIXTURE],
  ['static/', DEMO_STATIC],
] as const;

/** Whether `path` (from the repository's root) is there, or in the demo fixture when it is in an owner's folder. */
const exists = (path: string) =>
  existsSync(join(ROOT, path)) ||
  OWNER_FOLDERS.some(([folder, demo]) => path.startsWith(folder) && existsSync(join(demo, path.slice(folder.length))));

/** Each path of ours written alone in backticks (no placeholder, glob or line number), with its line. */
function pathsIn(text: string): { path: string; line: number }[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/`((?:src|tools|scripts|test|static|docs)\/[^`\s<>*…{}]*)`/g)].map(([, path]) => ({
      path: path.replace(/:\d.*$/, ''),
      line: index + 1,
    })),
  );
}

/** The files the recipe makes: an owner's, which any doc may name as its example. */
const RECIPE_FILES = recipeBlocks(readFileSync(join(ROOT, RECIPE_PAGE), 'utf8')).flatMap(({ file, place }) =>
  place === null ? [file] : [],
);

describe('the docs name what exists', () => {
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    // Outside code spans and blocks: an example there (`![alt](/images/x.png)`) is not a link of the doc's.
    const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

    test(`${doc}: every path and link`, () => {
      const made = new Set([...RECIPE_FILES, ...Object.keys(NOT_YET[doc] ?? {})]);
      const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target]) => target)
        .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
        .map((target) => join(dirname(doc), target.replace(/#.*$/, '')));
      const missing = [
        ...pathsIn(text)
          .filter(({ path }) => !made.has(path) && !exists(path))
          .map(({ path, line }) => `${doc}:${line}: ${path}`),
        ...links.filter((path) => !exists(path)).map((path) => `${doc}: link to ${path}`),
      ];
      assert.deepEqual(missing, []);
    });

    test(`${doc}: every npm script`, () => {
      const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
      const named = [...text.matchAll(/npm run (?:-s )?([\w:.-]+)/g)].map(([, name]) => name);
      assert.deepEqual(
        named.filter((name) => !(name in scripts)),
        [],
      );
    });
  }

  test('what may be missing is still named where it is allowed', () => {
    for (const [doc, paths] of Object.entries(NOT_YET))
      for (const path of Object.keys(paths)) assert.ok(readFileSync(join(ROOT, doc), 'utf8').includes(`\`${path}\``), `${doc}: ${path}`);
  });
});
