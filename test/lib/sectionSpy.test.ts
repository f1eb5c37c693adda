import '../setup/dom';
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { observeSections, observeSectionTitles } from '../../src/lib/sectionSpy';
import { installFakeIntersectionObserver } from '../support/intersection';

describe('section observers', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    document.body.innerHTML = '<section id="inicio"><h1>Início</h1></section><section id="contato"><h2>Contato</h2></section>';
  });

  test('a section id that is not on the page is warned about; with none found, that is said too', (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    const spy = observeSections(['inicio', 'sumiu'], { topOffset: 75, onChange: () => {} });
    assert.deepEqual(warn.mock.calls.map((call) => call.arguments[0]), ['Seção com id "sumiu" não encontrada']);
    spy.disconnect();
    observeSectionTitles(['nada'], () => {})();
    assert.deepEqual(warn.mock.calls.slice(1).map((call) => call.arguments[0]), [
      'Seção com id "nada" não encontrada',
      'Nenhuma seção encontrada para observar',
    ]);
  });

  test('activate() makes a section active at once and holds it during the pause', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    const changes: (string | null)[] = [];
    const spy = observeSections(['inicio', 'contato'], { topOffset: 75, onChange: (id) => changes.push(id) });
    spy.activate('contato', 1000);
    assert.deepEqual(changes, ['contato']);
    spy.disconnect();
  });
});
