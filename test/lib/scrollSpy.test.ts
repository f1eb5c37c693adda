import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { startScrollSpy } from '../../src/lib/scrollSpy';

/** Places a section (and its title 48 px below its top) at `top` px from the viewport's top. */
function place(id: string, top: number, height = 1000) {
  const section = document.getElementById(id)!;
  const rect = (from: number, size: number) => () =>
    ({ top: from, bottom: from + size, left: 0, right: 0, width: 0, height: size }) as DOMRect;
  section.getBoundingClientRect = rect(top, height);
  section.querySelector('h2')!.getBoundingClientRect = rect(top + 48, 40);
}

const frame = () => new Promise((resolve) => window.requestAnimationFrame(resolve));

describe('section tracker', () => {
  beforeEach(() => {
    // A page taller than the 800 px viewport, scrolled to its top: not at the bottom.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    document.body.innerHTML = ['inicio', 'sobre-mim', 'contato'].map((id) => `<section id="${id}"><h2>${id}</h2></section>`).join('');
    place('inicio', 0);
    place('sobre-mim', 1000);
    place('contato', 2000);
  });
  afterEach(() => {
    // The element's own getter, on its prototype, measures again.
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  test('a section id that is not on the page is warned about; with none found, that is said too', (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    startScrollSpy(['inicio', 'sumiu'], () => {}).disconnect();
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments[0]),
      ['Seção com id "sumiu" não encontrada'],
    );
    startScrollSpy(['nada'], () => {}).disconnect();
    assert.deepEqual(
      warn.mock.calls.slice(1).map((call) => call.arguments[0]),
      ['Seção com id "nada" não encontrada', 'Nenhuma seção encontrada para observar'],
    );
  });

  test('measures the page and reports the active section when it changes, once a frame while scrolling', async () => {
    const changes: string[] = [];
    const tracker = startScrollSpy(['inicio', 'sobre-mim', 'contato'], (id) => changes.push(id));
    tracker.update();
    assert.deepEqual(changes, ['inicio']);
    place('inicio', -1000);
    place('sobre-mim', 0);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    assert.deepEqual(changes, ['inicio'], 'measured in the next frame, not on each event');
    await frame();
    assert.deepEqual(changes, ['inicio', 'sobre-mim']);
    tracker.disconnect();
    place('sobre-mim', -1000);
    place('contato', 0);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    assert.deepEqual(changes, ['inicio', 'sobre-mim'], 'nothing after disconnect');
  });

  test('activate() makes a section active at once and holds it during the pause, then measures again', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    const changes: string[] = [];
    const tracker = startScrollSpy(['inicio', 'sobre-mim', 'contato'], (id) => changes.push(id));
    tracker.activate('contato', 1000);
    assert.deepEqual(changes, ['contato']);
    tracker.update();
    assert.deepEqual(changes, ['contato'], 'the page has not scrolled there yet: no change during the pause');
    place('inicio', -1500);
    place('sobre-mim', -500);
    place('contato', 95);
    t.mock.timers.tick(1000);
    assert.deepEqual(changes, ['contato']);
    place('contato', 2000);
    place('sobre-mim', 0);
    tracker.update();
    assert.deepEqual(changes, ['contato', 'sobre-mim']);
    tracker.disconnect();
  });
});
