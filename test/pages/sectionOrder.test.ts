import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { orderSections, type SectionPlacement } from '../../src/pages/sectionOrder';

/** A section's component as the registry holds it; `placement` makes it one an owner added. */
const component = (placement?: SectionPlacement) => Object.assign(() => null, { placement });

const listed = [
  { id: 'inicio', label: 'Início' },
  { id: 'experiencia', label: 'Experiencia' },
  { id: 'contato', label: 'Contato' },
];
const site = { inicio: component(), experiencia: component(), contato: component(), projetos: component() };
const order = (components: Record<string, ReturnType<typeof component>>, sections = listed) =>
  orderSections(sections, components).map(({ id, label }) => `${id}:${label}`);

describe('the order of the home page sections (src/pages/sectionOrder.ts)', () => {
  test("without an added section, the navigation's entries with a component, in its order and with its labels", () => {
    assert.deepEqual(order(site), ['inicio:Início', 'experiencia:Experiencia', 'contato:Contato']);
  });

  test('an added section goes after the section its placement names, under its label', () => {
    const palestras = component({ after: 'experiencia', label: 'Palestras' });
    assert.deepEqual(order({ palestras, ...site }), ['inicio:Início', 'experiencia:Experiencia', 'palestras:Palestras', 'contato:Contato']);
    assert.equal(orderSections(listed, { ...site, palestras }).find(({ id }) => id === 'palestras')?.Component, palestras);
  });

  test('after a section the page does not show (left out of the navigation, or none of that id), it goes last', () => {
    for (const after of ['projetos', 'nenhuma'])
      assert.deepEqual(order({ ...site, palestras: component({ after, label: 'Palestras' }) }), [
        'inicio:Início',
        'experiencia:Experiencia',
        'contato:Contato',
        'palestras:Palestras',
      ]);
  });

  test('an added section the navigation lists keeps the place and the label the navigation gives it', () => {
    const sections = [listed[0], { id: 'palestras', label: 'Falas' }, ...listed.slice(1)];
    assert.deepEqual(order({ ...site, palestras: component({ after: 'experiencia', label: 'Palestras' }) }, sections), [
      'inicio:Início',
      'palestras:Falas',
      'experiencia:Experiencia',
      'contato:Contato',
    ]);
  });

  test('an added section may follow another added before it in the registry', () => {
    const components = {
      ...site,
      palestras: component({ after: 'inicio', label: 'Palestras' }),
      cursos: component({ after: 'palestras', label: 'Cursos' }),
    };
    assert.deepEqual(order(components), [
      'inicio:Início',
      'palestras:Palestras',
      'cursos:Cursos',
      'experiencia:Experiencia',
      'contato:Contato',
    ]);
  });

  test('an entry naming no section is left out, with the console warning the specification gives', (t) => {
    const warn = t.mock.method(console, 'warn', () => undefined);
    assert.deepEqual(order(site, [...listed, { id: 'sumida', label: 'Sumida' }]), [
      'inicio:Início',
      'experiencia:Experiencia',
      'contato:Contato',
    ]);
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments),
      [['Seção com id "sumida" não encontrada']],
    );
  });
});
