// What the production build gives an article to read by (issue 48): the contents of a text with three
// sections or more, in its page's HTML in the edition's words, each entry leading to its heading; a copy
// button for each code block, with the edition's words, on the page but not in the feeds; and their
// script in a file of its own, loaded by an article's page only, not by the home page's script at start.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { articleUi as en } from '../../../src/catalogues/articles/en';
import { articleUi as pt } from '../../../src/catalogues/articles/pt-BR';
import type { Language } from '../../../src/lib/editions';
import { notesListPath } from '../../../src/lib/pagePaths';
import { pagePath } from '../../../src/lib/sitePath';
import { siteArticles } from '../../support/articles';
import { assetsOf, decodeHtml, dist, readDist, scriptGraph } from '../../support/dist';
import { markupOf } from '../../support/stylesheet';

const WORDS: Record<Language, typeof pt> = { 'pt-BR': pt, en };
const fileOf = (path: string) => `${path.slice(1)}.html`;
const withContents = siteArticles.filter((article) => article.sections.length >= 3);
const withCode = siteArticles.filter((article) => article.code.length > 0);

describe(
  "an article's contents and copy buttons in the production build",
  { skip: siteArticles.length === 0 && 'the content has no article' },
  () => {
    test(
      "three sections or more: the contents, titled in the edition's words, each section in order leading to its heading",
      { skip: withContents.length === 0 && 'no article of the content has three sections' },
      () => {
        for (const article of withContents) {
          const html = readDist(fileOf(article.path));
          const words = WORDS[article.language];
          const nav = html.match(
            /<nav class="article-contents" aria-labelledby="([^"]+)"><h2 id="\1" class="article-contents__title">([^<]+)<\/h2><ol class="article-contents__list">(.*?)<\/ol><\/nav>/,
          );
          assert.ok(nav, `${article.path}: no contents`);
          assert.equal(nav[2], words.contents, article.path);
          const entries = [...nav[3].matchAll(/<li><a href="#([^"]+)">([^<]*)<\/a><\/li>/g)].map(([, id, text]) => ({
            id,
            text: decodeHtml(text),
          }));
          assert.deepEqual(entries, article.sections, article.path);
          for (const { id } of entries)
            assert.ok(html.includes(`<h2 id="${id}"><a href="#${id}" class="heading-anchor">`), `${article.path}: #${id} is a heading`);
          // Before the text, so a phone shows it first and it reads first.
          assert.ok(html.indexOf('class="article-contents"') < html.indexOf('<div class="prose">'), article.path);
          assert.match(html, /<article class="article container article--contents"/);
        }
      },
    );

    test('fewer than three sections: no contents', () => {
      for (const article of siteArticles.filter((each) => each.sections.length < 3)) {
        assert.doesNotMatch(markupOf(readDist(fileOf(article.path))), /article-contents|article--contents/, article.path);
      }
    });

    test(
      "each code block: a button in the edition's words; one status line that says what a press did; no button in the feeds",
      { skip: withCode.length === 0 && 'no article of the content has code' },
      () => {
        for (const article of siteArticles) {
          const html = readDist(fileOf(article.path));
          const { copyCode } = WORDS[article.language];
          const buttons = [...html.matchAll(/<button type="button" class="code-block__copy">([^<]*)<\/button>/g)].map(([, label]) => label);
          assert.deepEqual(
            buttons,
            article.code.map(() => copyCode.copy),
            article.path,
          );
          const status = [
            ...html.matchAll(/<p class="sr-only code-block__status" role="status" data-copied="([^"]*)" data-failed="([^"]*)"><\/p>/g),
          ];
          assert.deepEqual(
            status.map(([, copied, failed]) => [decodeHtml(copied), decodeHtml(failed)]),
            article.code.length > 0 ? [[copyCode.copied, copyCode.failed]] : [],
            article.path,
          );
        }
        for (const language of new Set(withCode.filter((article) => article.kind === 'note').map((article) => article.language))) {
          for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
            const text = readDist(`${pagePath(notesListPath(language), language, '/').slice(1)}/${feed}`);
            assert.doesNotMatch(text, /code-block|<button|&lt;button/, `${language} ${feed}`);
          }
        }
      },
    );

    test("their script: a file of its own that imports nothing, loaded later by the page's script, none of it at start", () => {
      const { start, later } = scriptGraph(assetsOf(readDist('index.html')).script);
      const code = (url: string) => readFileSync(join(dist, url.slice(1)), 'utf8');
      const reading = later.filter((url) => code(url).includes('code-block__status'));
      assert.equal(reading.length, 1, 'one file');
      assert.doesNotMatch(
        code(reading[0]),
        /(?:^|[;\s}])import\s*[{*"'\w]/,
        'a leaf: it imports nothing, the app hands it what they share',
      );
      for (const url of start) assert.ok(!code(url).includes('code-block__status'), `${url} carries the copy buttons' code`);
      if (withContents.length > 0)
        assert.ok(readDist(fileOf(withContents[0].path)).includes(`data-app="${assetsOf(readDist('index.html')).script}"`));
    });
  },
);
