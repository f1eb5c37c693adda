import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadAppAfterFirstPaint, loadModuleScript } from '../../../src/app/startup/appScript';
import { APP_START_EVENT } from '../../../src/app/startup/earlyClicks';

/** A window without paint timing (the script waits for the load event) around a fresh document. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = '<button type="button" id="menu">Menu</button>';
  const events = new EventTarget();
  const target = {
    document: doc,
    PerformanceObserver: undefined,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window & typeof globalThis;
  const loads: string[] = [];
  loadAppAfterFirstPaint('/assets/app.js', target, (src) => loads.push(src));
  return { doc, loads, load: () => events.dispatchEvent(new Event('load')) };
}

describe('the app script', () => {
  test('a module script of that address in the head', () => {
    const doc = document.implementation.createHTMLDocument('page');
    loadModuleScript('/portfolio/assets/app.js', doc);
    const script = doc.head.querySelector('script')!;
    assert.equal(script.type, 'module');
    assert.equal(script.getAttribute('src'), '/portfolio/assets/app.js');
  });

  test('is requested once, at the first of: the wait ending, a click on a script-driven button', () => {
    const { doc, loads, load } = page();
    assert.deepEqual(loads, []);
    doc.getElementById('menu')!.click();
    assert.deepEqual(loads, ['/assets/app.js']);
    doc.getElementById('menu')!.click();
    load();
    assert.deepEqual(loads, ['/assets/app.js']);
  });

  test('without a click, when the wait ends; the start then replays nothing and asks for nothing more', () => {
    const { doc, loads, load } = page();
    load();
    assert.deepEqual(loads, ['/assets/app.js']);
    let clicks = 0;
    doc.getElementById('menu')!.addEventListener('click', () => clicks++);
    doc.dispatchEvent(new Event(APP_START_EVENT));
    assert.equal(clicks, 0);
    assert.deepEqual(loads, ['/assets/app.js']);
  });
});
