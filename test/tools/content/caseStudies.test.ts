import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkCaseStudies } from '../../../tools/content/caseStudies';
import { linkTargets } from '../../../tools/content/linkTargets';
import type { MarkdownSource } from '../../../tools/content/markdownFiles';
import { formatProblem } from '../../../tools/content/problems';
import { STATIC_DIR } from '../../../tools/projectPaths';

const projects = [{ id: 'loja' }, { id: 'agenda' }, { id: 'api' }];
const sections = ['contato'];
const context = (languages: ('pt-BR' | 'en')[]) => ({
  targets: linkTargets(sections, { languages, caseStudies: ['loja', 'agenda'], notes: {} }, STATIC_DIR),
  imageExists: () => true,
});
const FACTS =
  '---\nrole: Dev\nperiod: mar 2023 - out 2024\nteam: 3\noutcome: mais rápido\nlinks:\n  - label: Artigo\n    url: https://example.com/a\n---\n\n## Texto\n';
/** The English twin: the same front matter, its role, outcome and links' labels in English. */
const TEXTS =
  '---\nrole: Dev\nperiod: mar 2023 - out 2024\nteam: 3\noutcome: faster\nlinks:\n  - label: Article\n    url: https://example.com/a\n---\n\n## Text\n';
const source = (slug: string, text: string, folder = 'projects'): MarkdownSource => ({ slug, file: `c/${folder}/${slug}.md`, text });

describe('case studies: checked with file and line', () => {
  test('good files give each edition its case studies in the order of the projects, English texts over Portuguese facts', () => {
    const { caseStudies, problems } = checkCaseStudies(
      {
        'pt-BR': [source('loja', FACTS), source('agenda', FACTS)],
        en: [source('agenda', TEXTS, 'en/projects'), source('loja', TEXTS, 'en/projects')],
      },
      { projects },
      ['pt-BR', 'en'],
      context(['pt-BR', 'en']),
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(
      caseStudies['pt-BR'].map(({ id, role, team, period }) => [id, role, team, period]),
      [
        ['loja', 'Dev', 3, 'mar 2023 - out 2024'],
        ['agenda', 'Dev', 3, 'mar 2023 - out 2024'],
      ],
    );
    assert.deepEqual(
      caseStudies.en.map(({ id, outcome, links }) => [id, outcome, links]),
      [
        ['loja', 'faster', [{ label: 'Article', url: 'https://example.com/a' }]],
        ['agenda', 'faster', [{ label: 'Article', url: 'https://example.com/a' }]],
      ],
    );
  });

  test('every problem at once: a name that is no project, front matter by field and line, the body, translations missing either way', () => {
    const broken = '---\nrole: ""\nperiod: 2023\nteam: 0\nextra: x\n---\n\n# Título\n\n[x](javascript:alert(1))\n';
    const { problems } = checkCaseStudies(
      {
        'pt-BR': [source('loja', broken), source('nao-existe', FACTS)],
        en: [source('api', TEXTS, 'en/projects'), source('nao-existe', TEXTS, 'en/projects')],
      },
      { projects },
      ['pt-BR', 'en'],
      context(['pt-BR', 'en']),
    );
    const lines = problems.map(formatProblem);
    for (const expected of [
      'c/projects/loja.md:5: extra: campo desconhecido (os campos são role, period, team, outcome, links, search) (recebido "x")',
      'c/projects/loja.md:2: role: não pode ficar vazio (recebido "")',
      'c/projects/loja.md:4: team: use o número de pessoas do time, a partir de 1 (recebido 0)',
      'c/projects/loja.md:1: outcome: falta este campo (recebido undefined)',
      'c/projects/loja.md:8: o título da página já é o h1: comece as seções com ##',
      'c/projects/loja.md:1: falta a tradução: c/en/projects/loja.md',
      'c/projects/nao-existe.md:1: o nome do arquivo deve ser o id de um projeto de projects.ts (loja, agenda, api) (recebido "nao-existe")',
      'c/en/projects/api.md:1: não há estudo de caso em português com este nome (c/projects/api.md) (recebido "api")',
    ]) {
      assert.ok(lines.includes(expected), `missing: ${expected}\n${lines.join('\n')}`);
    }
    assert.ok(
      lines.some((line) => line.startsWith('c/projects/loja.md:3: period: ')),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => line.startsWith('c/projects/loja.md:10: endereço não permitido')),
      lines.join('\n'),
    );
  });

  test('a translation is a twin: the same links, and the facts it copies are the Portuguese text’s', () => {
    const twin = TEXTS.replace('team: 3', 'team: 2').replace(/links:[\s\S]*?---/, 'links: []\n---');
    const { problems } = checkCaseStudies(
      { 'pt-BR': [source('loja', FACTS)], en: [source('loja', twin, 'en/projects')] },
      { projects },
      ['pt-BR', 'en'],
      context(['pt-BR', 'en']),
    );
    assert.deepEqual(problems.map(formatProblem), [
      'c/en/projects/loja.md:4: team: não se traduz: é copiado de c/projects/loja.md, onde é 3: escreva aqui o mesmo valor (ou mude os dois) (recebido 2)',
      'c/en/projects/loja.md:6: links: a lista deve ter os itens de c/projects/loja.md, na mesma ordem (1) (recebido [])',
    ]);
  });

  test('without an English edition, no translation is asked for', () => {
    const { problems, caseStudies } = checkCaseStudies(
      { 'pt-BR': [source('loja', FACTS)], en: [] },
      { projects },
      ['pt-BR'],
      context(['pt-BR']),
    );
    assert.deepEqual(problems, []);
    assert.deepEqual(caseStudies.en, []);
  });
});
