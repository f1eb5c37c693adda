// The article's stylesheets (src/styles/article*.css) beside the HTML tools/markdown/toHtml.ts writes:
// each class it gives the owner's text is styled, and each stylesheet stays small enough to read.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseMarkdown } from '../../../tools/markdown/parse';
import { markdownToHtml } from '../../../tools/markdown/toHtml';
import { ROOT } from '../../../tools/projectPaths';

const STYLES_DIR = join(ROOT, 'src/styles');
const articleSheets = readdirSync(STYLES_DIR).filter((name) => /^article\w*\.css$/.test(name));
const css = (name: string) => readFileSync(join(STYLES_DIR, name), 'utf8');
const imports = [...readFileSync(join(ROOT, 'src/app/styles.css'), 'utf8').matchAll(/@import '\.\.\/styles\/([^']+)'/g)].map(
  ([, name]) => name,
);

describe("the article's stylesheets", () => {
  test('each at most 200 lines, every one imported, before the print rules that override them', () => {
    assert.ok(articleSheets.length > 0);
    for (const name of articleSheets) {
      assert.ok(css(name).split('\n').length - 1 <= 200, `${name}: ${css(name).split('\n').length - 1} lines`);
      assert.ok(imports.includes(name), `${name} is not imported by src/app/styles.css`);
      assert.ok(imports.indexOf(name) < imports.indexOf('print.css'), `${name} comes after print.css`);
    }
  });

  test("a column's alignment: each class the cells get is styled, as specific as the cells' own rule; no align attribute is", () => {
    const toHtml = markdownToHtml({ basePath: '/', imageManifest: {}, imageSizes: '760px', tableLabel: 'Tabela', codeLabel: 'Código' });
    const html = toHtml(parseMarkdown('| a | b | c |\n| :-- | :-: | --: |\n| 1 | 2 | 3 |').tree).html;
    const classes = new Set([...html.matchAll(/class="(prose__cell--[^"]+)"/g)].map(([, name]) => name));
    const rules = articleSheets.map(css).join('\n');
    const alignments = { 'prose__cell--center': 'center', 'prose__cell--right': 'end' } as Record<string, string>;
    assert.deepEqual([...classes].sort(), Object.keys(alignments));
    for (const name of classes) {
      // `.prose th, .prose td` set `text-align: start`: a rule of the class alone would lose to it.
      const rule = new RegExp(`\\.prose \\.${name} \\{[^}]*text-align: ${alignments[name]};`);
      assert.match(rules, rule, name);
    }
    assert.doesNotMatch(rules, /\[align/);
  });
});
