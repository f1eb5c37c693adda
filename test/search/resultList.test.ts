// The search results' keyboard (src/search/resultList.ts), as the WAI-ARIA combobox pattern says: focus
// stays in the box, the arrows move the active option (wrapping), Enter opens it, the first is active at once.
import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { resultList } from '../../src/search/resultList';

interface Item {
  url: string;
  title: string;
}
const ITEMS: Item[] = ['/a', '/b', '/c'].map((url) => ({ url, title: `Título ${url}` }));

function setUp() {
  const box = document.createElement('input');
  const chosen: Item[] = [];
  const list = resultList<Item>(box, 'resultados', (item) => chosen.push(item));
  document.body.append(box, list.element);
  box.focus();
  const active = () => box.getAttribute('aria-activedescendant');
  const selected = () => [...list.element.querySelectorAll('[aria-selected="true"]')].map((option) => option.id);
  return { box, list, chosen, active, selected };
}

describe('the search results as a listbox the box controls', () => {
  afterEach(() => document.body.replaceChildren());

  test('options with their addresses; the box names the list and says whether it is open', () => {
    const { box, list } = setUp();
    assert.equal(list.element.getAttribute('role'), 'listbox');
    assert.equal(box.getAttribute('aria-controls'), 'resultados');
    assert.equal(box.getAttribute('aria-expanded'), 'false');
    list.show(ITEMS, (item) => document.createTextNode(item.title));
    assert.equal(box.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(
      [...list.element.children].map((option) => [
        option.getAttribute('role'),
        option.id,
        (option as HTMLElement).dataset.url,
        option.textContent,
      ]),
      ITEMS.map((item, index) => ['option', `resultados-${index}`, item.url, item.title]),
    );
  });

  test('the first result is active at once; the arrows move through them and wrap; focus stays in the box', () => {
    const { box, list, active, selected } = setUp();
    list.show(ITEMS, (item) => document.createTextNode(item.title));
    assert.equal(active(), 'resultados-0');
    assert.deepEqual(selected(), ['resultados-0']);
    const moves = ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp'].map((key) => {
      assert.equal(list.handleKey(key), true, key);
      return active();
    });
    assert.deepEqual(moves, ['resultados-1', 'resultados-2', 'resultados-0', 'resultados-2', 'resultados-1']);
    assert.deepEqual(selected(), ['resultados-1'], 'one option selected: the active one');
    assert.equal(document.activeElement, box);
  });

  test('Enter opens the active result; a click opens the one clicked; other keys are left to the box', () => {
    const { list, chosen } = setUp();
    list.show(ITEMS, (item) => document.createTextNode(item.title));
    list.handleKey('ArrowUp');
    assert.equal(list.handleKey('Enter'), true);
    (list.element.children[1] as HTMLElement).click();
    assert.deepEqual(chosen, [ITEMS[2], ITEMS[1]]);
    for (const key of ['a', 'Home', 'End', 'ArrowLeft', 'Escape']) assert.equal(list.handleKey(key), false, key);
  });

  test('no results: nothing active, the list closed, the keys left to the box', () => {
    const { box, list, chosen, active } = setUp();
    list.show(ITEMS, (item) => document.createTextNode(item.title));
    list.show([], (item) => document.createTextNode(item.title));
    assert.equal(active(), null);
    assert.equal(box.getAttribute('aria-expanded'), 'false');
    assert.equal(list.element.children.length, 0);
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter']) assert.equal(list.handleKey(key), false, key);
    assert.deepEqual(chosen, []);
  });
});
