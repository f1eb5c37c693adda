/**
 * The search dialog's elements, made with the DOM (this module loads on its own, apart from React): a
 * modal <dialog> (the browser keeps focus inside it and closes it on Escape) with its title, the search
 * box, the live region that counts the results, the list and the keys that work in it.
 */
import { searchUi } from '../catalogues/search';
import type { Found } from './pagefindSearch';
import { snippet } from './snippet';

type Child = Node | string;

/** An element with these attributes (`class` for its class) and children. */
export function element(tag: string, attributes: Record<string, string> = {}, children: Child[] = []): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** One of the page's icons (its sprite is in every page: src/components/icons.svg), as the Icon component draws it. */
function icon(name: string): SVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [attribute, value] of Object.entries({ class: 'icon', width: '20', height: '20', 'aria-hidden': 'true', focusable: 'false' }))
    svg.setAttribute(attribute, value);
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `#icon-${name}`);
  svg.append(use);
  return svg;
}

export interface DialogElements {
  dialog: HTMLDialogElement;
  box: HTMLInputElement;
  close: HTMLButtonElement;
  status: HTMLElement;
  /** Where the list goes (resultList.ts makes it). */
  listSlot: HTMLElement;
}

export const SEARCH_IDS = { title: 'busca-titulo', box: 'busca-campo', results: 'busca-resultados' };

export function dialogElements(): DialogElements {
  const { keys } = searchUi;
  const box = element('input', {
    id: SEARCH_IDS.box,
    class: 'search-dialog__box',
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
    placeholder: searchUi.placeholder,
  }) as HTMLInputElement;
  const close = element('button', { type: 'button', class: 'search-dialog__close', 'aria-label': searchUi.close }, [
    icon('close'),
  ]) as HTMLButtonElement;
  const status = element('p', { class: 'search-dialog__status', role: 'status' });
  // Focusable: with many results it scrolls, and a keyboard must be able to scroll it (axe:
  // scrollable-region-focusable; a fork with 15 projects showed it).
  const listSlot = element('div', { class: 'search-dialog__results', tabindex: '0', role: 'region', 'aria-label': searchUi.results });
  const key = (...names: string[]) => names.map((name) => element('kbd', {}, [name]));
  const dialog = element('dialog', { class: 'search-dialog', 'aria-labelledby': SEARCH_IDS.title }, [
    element('div', { class: 'search-dialog__panel' }, [
      element('h2', { id: SEARCH_IDS.title, class: 'sr-only' }, [searchUi.title]),
      element('div', { class: 'search-dialog__bar' }, [
        element('label', { for: SEARCH_IDS.box, class: 'sr-only' }, [searchUi.label]),
        box,
        close,
      ]),
      status,
      listSlot,
      // What the keys do, for whoever has a keyboard (a screen reader has the combobox's own).
      element('p', { class: 'search-dialog__keys', 'aria-hidden': 'true' }, [
        ...key('↑', '↓'),
        ` ${keys.move} `,
        ...key('Enter'),
        ` ${keys.open} `,
        ...key('Esc'),
        ` ${keys.close} `,
        ...key('/', 'Ctrl K'),
        ` ${searchUi.title.toLowerCase()}`,
      ]),
    ]),
  ]) as HTMLDialogElement;
  return { dialog, box, close, status, listSlot };
}

/** An option's content: the result's kind, its title (and section), and the words around the match, marked. */
export function resultContent(found: Found): Node {
  return element('span', { class: 'search-result__inner' }, [
    element('span', { class: 'search-result__kind' }, [searchUi.kinds[found.kind]]),
    element('span', { class: 'search-result__title' }, [found.section ? `${found.title} › ${found.section}` : found.title]),
    element('span', { class: 'search-result__snippet' }, [snippet(found.excerpt, [found.title, found.section])]),
  ]);
}
