// What the build gives search of an edition (tools/search/): a record per project (its case study in its
// stead when it has one), per note; the text block by block, the headings with the page's anchors; drafts
// and pages whose front matter says `search: false` left out.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Project } from '../../../src/collections/projects';
import type { CaseStudy } from '../../../tools/content/caseStudies';
import type { Note } from '../../../tools/content/notes';
import { parseMarkdown } from '../../../tools/markdown/parse';
import { searchDocuments } from '../../../tools/search/searchDocuments';

const BODY = '## Decisões e trade-offs\n\nUm parágrafo com <b> & palavras.\n\n- primeiro item\n- segundo item\n';
const tree = () => parseMarkdown(BODY).tree;
const project = (id: string): Project => ({
  id,
  title: `Projeto ${id}`,
  description: `Descrição de ${id}`,
  image: '',
  tags: ['React', 'Node.js'],
  categories: ['frontend'],
  githubUrl: 'https://github.com/x',
  demoUrl: '',
});
const caseStudy = (id: string, search?: boolean): CaseStudy => ({
  id,
  file: `${id}.md`,
  role: 'Fullstack',
  period: 'jan 2024 - atual',
  team: 2,
  outcome: 'de 9 s para 2 s',
  links: [],
  tree: tree(),
  search,
});
const note = (slug: string, extra: Partial<Note> = {}): Note => ({
  slug,
  file: `${slug}.md`,
  title: `Nota ${slug}`,
  date: '2026-11-01',
  summary: 'Um resumo.',
  tags: ['CSS'],
  draft: false,
  tree: tree(),
  ...extra,
});

describe('search documents of an edition', () => {
  const documents = searchDocuments(
    'en',
    { projects: ['a', 'b', 'c'].map(project) },
    {
      caseStudies: { 'pt-BR': [], en: [caseStudy('a'), caseStudy('b', false)] },
      notes: { 'pt-BR': [note('outra')], en: [note('x'), note('y', { search: false }), note('z', { draft: true })] },
    },
  );

  test("the edition's pages only, each once; a case study in its project's stead; drafts and `search: false` left out", () => {
    assert.deepEqual(
      documents.map(({ url, kind }) => [url, kind]),
      [
        ['/en/projects/a', 'case_study'],
        // Its case study is left out: the project is found by its card.
        ['/en/#projeto-b', 'project'],
        ['/en/#projeto-c', 'project'],
        ['/en/notes/x', 'note'],
      ],
    );
  });

  test("each in the edition's language, titled by its h1, its kind in Pagefind's metadata", () => {
    for (const { html, kind } of documents) {
      assert.match(html, /^<!doctype html><html lang="en"><body data-pagefind-meta="kind:[a-z_]+">/);
      assert.ok(html.includes(`data-pagefind-meta="kind:${kind}"`));
    }
    assert.match(
      documents[0].html,
      /<h1>Projeto a<\/h1><p>de 9 s para 2 s<\/p><p>Fullstack<\/p><p>Descrição de a<\/p><p>React, Node.js<\/p>/,
    );
  });

  test("the body's text escaped, block by block, its headings with the page's anchors", () => {
    const body = documents[3].html.slice(documents[3].html.indexOf('<h2'));
    assert.equal(
      body,
      '<h2 id="decisões-e-trade-offs">Decisões e trade-offs</h2><p>Um parágrafo com &lt;b&gt; &amp; palavras.</p>' +
        '<p>primeiro item</p><p>segundo item</p></body></html>',
    );
  });
});
