import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linkTargets } from '../../../tools/content/linkTargets';
import type { MarkdownSource } from '../../../tools/content/markdownFiles';
import { checkNotes, noteSlugs, parseNotes } from '../../../tools/content/notes';
import { formatProblem } from '../../../tools/content/problems';
import { DEFAULT_TIME_ZONE } from '../../../src/lib/timeZone';
import { STATIC_DIR } from '../../../tools/projectPaths';

const sections = ['contato'];
const note = (facts: string, body = '## Texto\n\nUm parágrafo.\n') => `---\n${facts}\n---\n\n${body}`;
const FACTS = 'title: Uma nota\ndate: 2026-10-14\nsummary: Do que ela trata.\ntags: [CSS, Performance]';
const source = (slug: string, text: string, folder = 'notes'): MarkdownSource => ({ slug, file: `c/${folder}/${slug}.md`, text });
const parsed = (pt: MarkdownSource[], en: MarkdownSource[] = []) => parseNotes({ 'pt-BR': pt, en });
const check = (files: ReturnType<typeof parsed>, { drafts = false, timeZone = DEFAULT_TIME_ZONE } = {}) =>
  checkNotes(
    files,
    {
      targets: linkTargets(sections, { languages: ['pt-BR', 'en'], caseStudies: [], notes: noteSlugs(files, { drafts }) }, STATIC_DIR),
      imageExists: () => true,
    },
    { timeZone, drafts },
  );

describe('notes: checked with file and line', () => {
  test('good files give each edition its notes, newest first, drafts left out of the build', () => {
    const files = parsed(
      [
        source('antiga', note(FACTS.replace('2026-10-14', '2025-01-02'))),
        source('nova', note(`${FACTS.replace('2026-10-14', '2026-11-20T09:30:00-03:00')}\nupdated: 2026-11-21`)),
        source('rascunho', note(`${FACTS}\ndraft: true`)),
      ],
      [source('nova', note(FACTS), 'en/notes')],
    );
    const { notes, problems } = check(files);
    assert.deepEqual(problems, []);
    assert.deepEqual(
      notes['pt-BR'].map(({ slug, date, updated, draft }) => [slug, date, updated, draft]),
      [
        ['nova', '2026-11-20T09:30:00-03:00', '2026-11-21', false],
        ['antiga', '2025-01-02', undefined, false],
      ],
    );
    assert.deepEqual(
      notes.en.map(({ slug }) => slug),
      ['nova'],
    );
    const shown = check(files, { drafts: true }).notes['pt-BR'];
    assert.deepEqual(
      shown.map(({ slug, draft }) => [slug, draft]),
      [
        ['nova', false],
        ['rascunho', true],
        ['antiga', false],
      ],
    );
  });

  test('every problem at once: the address, the front matter by field and line, the tags, the body', () => {
    const files = parsed([
      source('Nota Errada', note(FACTS)),
      source('pagina', note(FACTS)),
      source(
        'campos',
        note('title: ""\ndate: 14/10/2026\nsummary: x\ntags: []\nupdated: 2020-01-01\ndraft: sim\nautor: eu', '# Um h1\n\n![](/x.png)\n'),
      ),
      source('datas', note('title: x\ndate: 2026-10-14\nsummary: x\ntags: [x]\nupdated: 2026-10-01')),
      source('tags', note('title: x\ndate: 2026-10-14\nsummary: x\ntags: [Node.js, node js, "!!"]')),
      source('rascunho', note(`${FACTS}\ndraft: true`)),
      source('liga', note(FACTS, '## Texto\n\nVeja [o rascunho](/notas/rascunho) e [a lista](/notas/).\n')),
    ]);
    const lines = check(files).problems.map(formatProblem);
    for (const expected of [
      'c/notes/Nota Errada.md:1: o nome do arquivo é o endereço da nota: use só letras minúsculas sem acento, números e hífens (ex.: minha-nota.md) (recebido "Nota Errada")',
      'c/notes/pagina.md:1: este nome é o de uma lista de notas (pagina, page, tag): escolha outro (recebido "pagina")',
      'c/notes/campos.md:2: title: não pode ficar vazio (recebido "")',
      'c/notes/campos.md:3: date: use uma data ISO 8601: 2026-11-20, ou 2026-11-20T09:30:00-03:00 (recebido "14/10/2026")',
      'c/notes/campos.md:5: tags: dê pelo menos uma tag (recebido [])',
      'c/notes/campos.md:7: draft: use true ou false (recebido "sim")',
      'c/notes/campos.md:11: o título da página já é o h1: comece as seções com ##',
      'c/notes/datas.md:6: updated: a atualização vem antes da publicação (date) (recebido "2026-10-01")',
      'c/notes/tags.md:5: tags[1]: tem o mesmo endereço que a tag "Node.js" (node-js): escreva as duas igual (recebido "node js")',
      'c/notes/tags.md:5: tags[2]: uma tag precisa de letras ou números: é o endereço da sua lista (recebido "!!")',
      'c/notes/liga.md:10: o site não tem a página /notas/rascunho (recebido "/notas/rascunho")',
    ]) {
      assert.ok(lines.includes(expected), `missing: ${expected}\n${lines.join('\n')}`);
    }
    assert.ok(
      lines.some((line) => line.startsWith('c/notes/campos.md:8: autor: campo desconhecido')),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => line.startsWith('c/notes/campos.md:13: imagem sem texto alternativo')),
      lines.join('\n'),
    );
    assert.equal(
      lines.filter((line) => line.startsWith('c/notes/liga.md')).length,
      1,
      'the list and a published note are pages; the draft is not',
    );
  });

  test("a time without an offset is read in the site's time zone: the order, the updated check, the offset the pages give", () => {
    // 23:30 without an offset and 01:00 UTC the next day: in São Paulo the first is the later, in UTC the earlier.
    const files = parsed([
      source('tarde', note(FACTS.replace('2026-10-14', '2026-11-20T23:30'))),
      source('madrugada', note(FACTS.replace('2026-10-14', '2026-11-21T01:00:00Z'))),
      source('corrigida', note(`${FACTS.replace('2026-10-14', '2026-11-20T23:30')}\nupdated: 2026-11-21T01:00:00Z`)),
      source('do-dia', note(`${FACTS.replace('2026-10-14', '2026-11-20')}\nupdated: 2026-11-20T02:00:00Z`)),
    ]);
    const read = (timeZone: string) => {
      const { notes, problems } = check(files, { timeZone });
      return { notes: notes['pt-BR'].map(({ slug, date }) => [slug, date]), problems: problems.map(formatProblem) };
    };
    assert.deepEqual(read('America/Sao_Paulo'), {
      notes: [
        ['tarde', '2026-11-20T23:30-03:00'],
        ['madrugada', '2026-11-21T01:00:00Z'],
      ],
      problems: [
        'c/notes/corrigida.md:6: updated: a atualização vem antes da publicação (date) (recebido "2026-11-21T01:00:00Z")',
        'c/notes/do-dia.md:6: updated: a atualização vem antes da publicação (date) (recebido "2026-11-20T02:00:00Z")',
      ],
    });
    assert.deepEqual(read('UTC'), {
      notes: [
        ['madrugada', '2026-11-21T01:00:00Z'],
        ['corrigida', '2026-11-20T23:30+00:00'],
        ['tarde', '2026-11-20T23:30+00:00'],
        ['do-dia', '2026-11-20'],
      ],
      problems: [],
    });
  });

  test('on the dev server a link to a draft is fine: the draft is a page there', () => {
    const files = parsed([
      source('rascunho', note(`${FACTS}\ndraft: true`)),
      source('liga', note(FACTS, '## Texto\n\nVeja [o rascunho](/notas/rascunho).\n')),
    ]);
    assert.deepEqual(check(files, { drafts: true }).problems, []);
  });
});
