// Where an article's cover goes (src/pages/articleParts.tsx): after the contents when the text has them,
// else after the text's first paragraph, so that a phone's first screen is text that paints with the
// page, never a picture one request later (issue 72).
import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { cleanup, render } from '@testing-library/react';
import { ArticleBody } from '../../src/pages/articleParts';

const LEAD = '<h2 id="contexto">Contexto</h2>\n<p>O primeiro parágrafo.</p>';
const REST = '\n<p>O segundo.</p>';
const cover = <img className="article__cover" src="/images/capa.jpg" alt="Capa" />;
const body = (contents: { id: string; text: string }[]) => (
  <ArticleBody
    html={`${LEAD}${REST}`}
    afterLead={[LEAD, REST]}
    contents={contents}
    cover={cover}
    neighbours={{ label: 'Outros projetos' }}
    back={{ to: '/#meus-projetos', label: 'Voltar' }}
  />
);

/** The article's parts in the document's order: its contents, its cover, each block of its text. */
const order = (container: HTMLElement) =>
  [...container.querySelectorAll('nav, .article__cover, .prose > *')].map((element) =>
    element.matches('nav') ? 'contents' : element.matches('.article__cover') ? 'cover' : element.textContent,
  );

describe("an article's cover", () => {
  afterEach(cleanup);

  test('without contents, it comes after the first paragraph', () => {
    const { container } = render(body([]));
    assert.deepEqual(order(container), ['Contexto', 'O primeiro parágrafo.', 'cover', 'O segundo.']);
  });

  test('with contents, it comes after them, before the whole text', () => {
    const { container } = render(
      body([
        { id: 'contexto', text: 'Contexto' },
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ]),
    );
    assert.deepEqual(order(container).slice(0, 3), ['contents', 'cover', 'Contexto']);
    assert.equal(container.querySelectorAll('.prose').length, 1);
  });
});
