import '../../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { APP_START_EVENT, replayEarlyClicks } from '../../../src/app/startup/earlyClicks';

/** A fresh document each time: a listener of a previous test must not see these clicks. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML =
    '<button type="button" id="menu"><span>Menu</span></button><button type="submit" id="send">Enviar</button><a href="#x" id="link">x</a>';
  const clicks: string[] = [];
  for (const id of ['menu', 'send', 'link']) doc.getElementById(id)!.addEventListener('click', () => clicks.push(id));
  return { doc, clicks, click: (selector: string) => (doc.querySelector(selector) as HTMLElement).click() };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('replayEarlyClicks', () => {
  test('a button clicked before the app starts is clicked once it has, and only then; submit buttons and links are not held', async () => {
    const { doc, clicks, click } = page();
    let told = 0;
    replayEarlyClicks(doc, () => told++);
    click('#menu span');
    click('#send');
    click('#link');
    assert.equal(told, 1, 'only the script-driven button tells');
    // Held from the button's own listeners: React, hydrating, may already listen, and would
    // handle the click before the replay handles it again.
    assert.deepEqual(clicks, ['send', 'link']);
    clicks.length = 0;
    doc.dispatchEvent(new Event(APP_START_EVENT));
    assert.deepEqual(clicks, [], 'replayed within the announcement, where React cannot hydrate synchronously');
    await nextTask();
    assert.deepEqual(clicks, ['menu'], 'the early click was not handled exactly once');
  });

  test('after the start, clicks are the app’s alone: nothing is kept or replayed', async () => {
    const { doc, clicks, click } = page();
    let told = 0;
    replayEarlyClicks(doc, () => told++);
    doc.dispatchEvent(new Event(APP_START_EVENT));
    click('#menu');
    doc.dispatchEvent(new Event(APP_START_EVENT));
    await nextTask();
    assert.equal(told, 0);
    assert.deepEqual(clicks, ['menu']);
  });

  test('replayed only on buttons still on the page', async () => {
    const { doc } = page();
    const seen: string[] = [];
    doc.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
    replayEarlyClicks(doc, () => {});
    doc.getElementById('menu')!.click();
    const gone = doc.createElement('button');
    gone.type = 'button';
    gone.id = 'gone';
    doc.body.append(gone);
    gone.click();
    gone.remove();
    seen.length = 0;
    doc.dispatchEvent(new Event(APP_START_EVENT));
    await nextTask();
    assert.deepEqual(seen, ['click menu']);
  });
});
