// The search's small parts: its shortcuts (src/components/SearchButton.tsx), its one `search` event per
// query without the words (src/search/queryReporter.ts), the excerpt never parsed as markup
// (src/search/snippet.ts), and where a result leads (src/search/pagefindSearch.ts).
import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { isSearchShortcut } from '../../src/components/SearchButton';
import type { TrackedEvent } from '../../src/lib/analytics';
import { resultTarget } from '../../src/search/pagefindSearch';
import { QUERY_PAUSE_MS, queryReporter } from '../../src/search/queryReporter';
import { excerptParts, snippet } from '../../src/search/snippet';

const key = (init: KeyboardEventInit, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', init);
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('the search', () => {
  test('opens with Ctrl+K, ⌘K, and / outside a field', () => {
    const field = document.createElement('input');
    const shortcuts = [
      key({ key: 'k', ctrlKey: true }),
      key({ key: 'K', metaKey: true }),
      key({ key: '/' }),
      key({ key: 'k', ctrlKey: true }, field),
    ];
    assert.deepEqual(shortcuts.map(isSearchShortcut), [true, true, true, true]);
    const others = [
      key({ key: 'k' }),
      key({ key: '/' }, field),
      key({ key: 'k', ctrlKey: true, altKey: true }),
      key({ key: 'j', ctrlKey: true }),
    ];
    assert.deepEqual(others.map(isSearchShortcut), [false, false, false, false]);
  });

  test('one `search` event per query, once typing pauses or the dialog closes, with the count and never the words', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const events: TrackedEvent[] = [];
      const reporter = queryReporter((...event) => events.push(event));
      for (const [query, count] of [
        ['r', 9],
        ['re', 4],
        ['res', 2],
        ['rest', 1],
      ] as const)
        reporter.results(query, count);
      assert.deepEqual(events, [], 'nothing while typing');
      mock.timers.tick(QUERY_PAUSE_MS);
      assert.deepEqual(events, [['search', { result_count: 1 }]]);
      reporter.results('rest', 1);
      reporter.flush();
      assert.equal(events.length, 1, 'the same query again is not another search');
      reporter.results('outra', 0);
      reporter.flush();
      reporter.results('', 0);
      mock.timers.tick(QUERY_PAUSE_MS);
      assert.deepEqual(events, [
        ['search', { result_count: 1 }],
        ['search', { result_count: 0 }],
      ]);
      assert.ok(!JSON.stringify(events).includes('rest'), 'never the words typed');
    } finally {
      mock.timers.reset();
    }
  });

  test("an excerpt's marks become <mark>; the page's own < > & and quotes are text, as the page has them", () => {
    // As Pagefind writes it: only < and > of the page's text escaped, each matched word in <mark>.
    const excerpt = `um &lt;b&gt;x&lt;/b&gt; && "c" 'd' &amp;lt; <mark>restrição&lt;&gt;</mark> &lt;img src=x onerror=alert(1)&gt;.`;
    const holder = document.createElement('p');
    holder.append(snippet(excerpt));
    assert.deepEqual(
      [...holder.childNodes].map((node) => [node.nodeName, node.textContent]),
      [
        ['#text', `… um <b>x</b> && "c" 'd' &amp;lt; `],
        ['MARK', 'restrição<>'],
        ['#text', ' <img src=x onerror=alert(1)>.'],
      ],
    );
  });

  // The demo's excerpts for "postgresql", as Pagefind gave them (issue 71), and the result's title.
  const shown = (excerpt: string, ...titles: string[]) =>
    excerptParts(excerpt, titles)
      .map(({ text, marked }) => (marked ? `[${text}]` : text))
      .join('');

  test("an excerpt starts at a sentence, or after an ellipsis, never with the result's title", () => {
    assert.equal(
      shown(
        'Painel de Vendas. Dashboard com gráficos de vendas em tempo real, filtros por período e exportação em CSV. React, TypeScript, Django, <mark>PostgreSQL,</mark> Redis, Docker,',
        'Painel de Vendas',
      ),
      'Dashboard com gráficos de vendas em tempo real, filtros por período e exportação em CSV. React, TypeScript, Django, [PostgreSQL], Redis, Docker…',
    );
    // Pagefind started inside the note's title, which the page's text begins with.
    assert.equal(
      shown(
        'parciais no <mark>PostgreSQL:</mark> de 800 ms para 4 ms. Quando quase todas as linhas estão arquivadas, um índice só das ativas é menor, mais',
        'Índices parciais no PostgreSQL: de 800 ms para 4 ms',
      ),
      'Quando quase todas as linhas estão arquivadas, um índice só das ativas é menor, mais…',
    );
    // Inside a sentence: from the next sentence when it starts before the match.
    assert.equal(
      shown(
        'e clínicas, com lembretes por e-mail e painel de horários. React, Node.js, <mark>PostgreSQL,</mark> TypeScript, Docker, Express, Jest, Tailwind. O problema. Um salão de beleza',
        'Agenda Fácil',
      ),
      'React, Node.js, [PostgreSQL], TypeScript, Docker, Express, Jest, Tailwind. O problema. Um salão de beleza…',
    );
    // No sentence starts before it: a leading ellipsis.
    assert.equal(
      shown('parciais no <mark>PostgreSQL:</mark> de 800 ms para 4 ms. Quando quase', 'Outra nota'),
      '… parciais no [PostgreSQL]: de 800 ms para 4 ms. Quando quase…',
    );
  });

  test('an excerpt that ends a sentence has no ellipsis; a highlight holds the word, not its punctuation', () => {
    assert.equal(shown('Python, Django, Redis, <mark>PostgreSQL.</mark>', 'Encurtador de Links'), '… Python, Django, Redis, [PostgreSQL].');
    assert.equal(shown('o («<mark>cache</mark>») e o <mark>C++</mark>;'), '… o («[cache]») e o [C++]…');
  });

  test("a result leads to the section whose heading holds the match, else to the page (always when it is in the page's title)", () => {
    const page = { title: 'T', url: '/notas/x', excerpt: 'p', weighted_locations: [{ weight: 1 }] };
    const section = (weight: number) => ({
      title: 'Seção',
      url: '/notas/x#secao',
      excerpt: 's',
      anchor: { element: 'h2', id: 'secao' },
      weighted_locations: [{ weight }],
    });
    const data = (subResults: object[]) =>
      ({ url: '/notas/x', excerpt: 'e', meta: { kind: 'note', title: 'Nota' }, sub_results: subResults }) as never;
    assert.deepEqual(resultTarget(data([page, section(6)])), {
      kind: 'note',
      title: 'Nota',
      section: 'Seção',
      url: '/notas/x#secao',
      excerpt: 's',
    });
    assert.deepEqual(resultTarget(data([page, section(1)])), { kind: 'note', title: 'Nota', url: '/notas/x', excerpt: 'e' });
    const inTitle = { ...page, weighted_locations: [{ weight: 7 }] };
    assert.equal(resultTarget(data([inTitle, section(6)])).url, '/notas/x');
  });
});
