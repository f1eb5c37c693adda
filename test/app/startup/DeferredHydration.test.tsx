import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, createContext, useContext, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredHydration } from '../../../src/app/startup/DeferredHydration';
import { createValueStore } from '../../../src/lib/valueStore';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../../support/intersection';

// A context the deferred part does not read, changed while it waits (as a theme or an active
// section would be, were they context values).
const Label = createContext('servidor');
let clicks = 0;

function Counter() {
  return (
    <section id="secao">
      <button type="button" onClick={() => clicks++}>
        contar
      </button>
      <a href="#secao">seção</a>
    </section>
  );
}

function Top() {
  return <p>{useContext(Label)}</p>;
}

// The page's label, which a test changes from outside.
const labels = createValueStore('servidor');
function Page() {
  const label = useSyncExternalStore(labels.subscribe, labels.get, labels.get);
  return (
    <Label.Provider value={label}>
      <Top />
      <DeferredHydration region="secao">
        <Counter />
      </DeferredHydration>
    </Label.Provider>
  );
}

describe('deferred hydration', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let errors: unknown[];
  beforeEach(() => {
    installFakeIntersectionObserver();
    clicks = 0;
    labels.set('servidor');
    errors = [];
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    removeFakeIntersectionObserver();
  });

  async function hydrate() {
    container.innerHTML = renderToString(<Page />);
    const markup = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    return markup;
  }

  test('keeps the prerendered markup untouched and inert until the gate opens, then hydrates without a mismatch', async () => {
    const markup = await hydrate();
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    assert.equal(clicks, 0, 'not hydrated yet');
    assert.equal(container.innerHTML, markup);
    assert.equal(container.querySelector('button'), button, 'the same node, not a re-render');
    await act(async () => button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    // The click held while the section waited is made again, in a task of its own, once it has hydrated.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    assert.equal(clicks, 1, 'the held click, made once hydrated');
    await act(async () => button.click());
    assert.equal(clicks, 2, 'hydrated by the interaction');
    assert.equal(container.querySelector('button'), button);
    assert.deepEqual(errors, []);
  });

  test('a change above the waiting boundary neither drops its markup nor forces it to hydrate', async () => {
    await hydrate();
    const section = container.querySelector('section')!;
    const markup = section.outerHTML;
    await act(async () => labels.set('cliente'));
    assert.equal(container.querySelector('p')?.textContent, 'cliente', 'the change above is shown');
    assert.equal(container.querySelector('section'), section);
    assert.equal(section.outerHTML, markup);
    // Used: a tap in the section opens its gate, and the click is then React's.
    await act(async () => section.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(async () => container.querySelector('button')!.click());
    assert.equal(clicks, 1, 'hydrated when used');
    assert.equal(container.querySelector('section'), section);
    assert.deepEqual(errors, []);
  });

  test('rendered on the client, with no prerendered markup, the children show at once', async () => {
    root = createRoot(container);
    await act(async () => root!.render(<Page />));
    assert.equal(container.querySelector('a')?.textContent, 'seção');
    await act(async () => container.querySelector('button')!.click());
    assert.equal(clicks, 1);
  });
});
