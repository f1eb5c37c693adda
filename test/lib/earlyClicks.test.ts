import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { APP_START_EVENT, replayEarlyClicks } from '../../src/lib/earlyClicks';

/** A fresh document each time: a listener of a previous test must not see these clicks. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = '<button type="button" id="menu"><span>Menu</span></button><button type="submit" id="send">Enviar</button><a href="#x" id="link">x</a>';
  const clicks: string[] = [];
  for (const id of ['menu', 'send', 'link']) doc.getElementById(id)!.addEventListener('click', () => clicks.push(id));
  return { doc, clicks, click: (selector: string) => (doc.querySelector(selector) as HTMLElement).click() };
}

describe('replayEarlyClicks', () => {
  test('a button clicked before the app starts is clicked again once it has; submit buttons and links are not', () => {
    const { doc, clicks, click } = page();
    let told = 0;
    replayEarlyClicks(doc, () => told++);
    click('#menu span');
    click('#send');
    click('#link');
    assert.equal(told, 1, 'only the script-driven button tells');
    assert.deepEqual(clicks, ['menu', 'send', 'link']);
    clicks.length = 0;
    doc.dispatchEvent(new Event(APP_START_EVENT));
    assert.deepEqual(clicks, ['menu'], 'the early click was not replayed once');
  });

  test('after the start, clicks are the app’s alone: nothing is kept or replayed', () => {
    const { doc, clicks, click } = page();
    let told = 0;
    replayEarlyClicks(doc, () => told++);
    doc.dispatchEvent(new Event(APP_START_EVENT));
    click('#menu');
    doc.dispatchEvent(new Event(APP_START_EVENT));
    assert.equal(told, 0);
    assert.deepEqual(clicks, ['menu']);
  });
});
