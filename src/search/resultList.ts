/**
 * The results as a listbox that the search box controls (the WAI-ARIA combobox pattern): focus stays
 * in the box while ArrowDown and ArrowUp move the active option (its aria-activedescendant, wrapping at
 * either end), Enter opens the active option, and a pointer opens the one it clicks. The first result
 * is active as soon as results arrive, so Enter alone opens the best one.
 */
export interface ResultList<T> {
  element: HTMLUListElement;
  /** Replaces the options with these items, each drawn by `render`, its address (`url`) in the option's data-url. */
  show(items: readonly T[], render: (item: T) => Node): void;
  /** A key pressed in the box: true when the list acted on it (the box then does nothing more with it). */
  handleKey(key: string): boolean;
}

export function resultList<T extends { url: string }>(box: HTMLInputElement, id: string, choose: (item: T) => void): ResultList<T> {
  const doc = box.ownerDocument;
  const element = doc.createElement('ul');
  element.id = id;
  element.setAttribute('role', 'listbox');
  box.setAttribute('aria-controls', id);
  box.setAttribute('aria-expanded', 'false');
  let items: readonly T[] = [];
  let active = -1;

  const activate = (index: number) => {
    active = index;
    const options = [...element.children];
    options.forEach((option, each) => option.setAttribute('aria-selected', String(each === index)));
    const current = options[index];
    if (current) {
      box.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView?.({ block: 'nearest' });
    } else {
      box.removeAttribute('aria-activedescendant');
    }
  };

  const option = (item: T, index: number, render: (item: T) => Node) => {
    const each = doc.createElement('li');
    each.id = `${id}-${index}`;
    each.className = 'search-result';
    each.setAttribute('role', 'option');
    each.dataset.url = item.url;
    each.append(render(item));
    // A press on an option leaves focus in the box; the click that follows opens it.
    each.addEventListener('mousedown', (event) => event.preventDefault());
    each.addEventListener('click', () => choose(item));
    each.addEventListener('pointermove', () => active !== index && activate(index));
    return each;
  };

  return {
    element,
    show(next, render) {
      items = next;
      element.replaceChildren(...next.map((item, index) => option(item, index, render)));
      box.setAttribute('aria-expanded', String(next.length > 0));
      activate(next.length > 0 ? 0 : -1);
    },
    handleKey(key) {
      if (items.length === 0) return false;
      if (key === 'ArrowDown') activate((active + 1) % items.length);
      else if (key === 'ArrowUp') activate((active - 1 + items.length) % items.length);
      else if (key === 'Enter' && active >= 0) choose(items[active]);
      else return false;
      return true;
    },
  };
}
