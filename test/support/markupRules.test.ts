import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { markupProblems } from './markupRules';

/** The problems of a body built from this markup (created through the DOM, as scripts would). */
function problemsOf(build: (body: HTMLElement) => void): string[] {
  document.body.innerHTML = '';
  build(document.body);
  try {
    return markupProblems(document);
  } finally {
    document.body.innerHTML = '';
  }
}

describe('the markup rules checked on hydrated pages', () => {
  test('a page that keeps them has no problem', () => {
    const problems = problemsOf((body) => {
      body.innerHTML =
        '<p id="text">Um texto com <a href="/x">um link</a>, <button type="button">um botão</button> e <svg><use href="#i"></use></svg>.</p>' +
        '<dialog aria-labelledby="title"><h2 id="title">Título</h2><p>Corpo</p></dialog><label for="field">Campo</label><input id="field" aria-describedby="text">';
    });
    assert.deepEqual(problems, []);
  });

  test('a block inside a paragraph, a heading or a button is named', () => {
    const problems = problemsOf((body) => {
      const paragraph = body.appendChild(document.createElement('p'));
      paragraph.append('texto ', document.createElement('dialog'));
      body.appendChild(document.createElement('h2')).appendChild(document.createElement('div'));
      body.appendChild(document.createElement('button')).appendChild(document.createElement('ul'));
    });
    assert.deepEqual(problems, [
      '<dialog> inside <p>: it may hold only phrasing content',
      '<div> inside <h2>: it may hold only phrasing content',
      '<ul> inside <button>: it may hold only phrasing content',
    ]);
  });

  test('an interactive element inside a link or a button is named', () => {
    const problems = problemsOf((body) => {
      body.innerHTML = '<a href="/x"><button type="button">dentro</button></a>';
    });
    assert.deepEqual(problems, ['<button> inside <a>: an interactive element inside another']);
  });

  test('a reference to a missing id and an id used twice are named', () => {
    const problems = problemsOf((body) => {
      body.innerHTML =
        '<dialog aria-labelledby="_r_0_"></dialog><button aria-controls="menu" aria-describedby="ok missing">x</button><span id="ok"></span><span id="ok"></span><label for="nowhere">?</label>';
    });
    assert.deepEqual(problems, [
      '<dialog> aria-labelledby="_r_0_": no element has this id',
      '<button> aria-describedby="missing": no element has this id',
      '<button> aria-controls="menu": no element has this id',
      '<label> for="nowhere": no element has this id',
      'id "ok" is used twice',
    ]);
  });
});
