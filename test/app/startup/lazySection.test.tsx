import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredHydration } from '../../../src/app/startup/DeferredHydration';
import { lazySection } from '../../../src/app/startup/lazySection';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import type { SectionProps } from '../../../src/components/Section';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../../support/intersection';

let clicks = 0;
function Section({ id }: SectionProps) {
  return (
    <section id={id}>
      <button type="button" onClick={() => clicks++}>
        contar
      </button>
    </section>
  );
}

/** A lazy section whose code arrives, or fails to, when the test says. */
function controlledSection() {
  let settle!: { resolve: () => void; reject: (reason: unknown) => void };
  const importer = () => new Promise<typeof Section>((resolve, reject) => (settle = { resolve: () => resolve(Section), reject }));
  return { Lazy: lazySection(importer), settle: () => settle };
}

const page = (Lazy: ReturnType<typeof lazySection>) => (
  <main>
    <ErrorBoundary fallback={<p role="alert">falhou</p>}>
      <Lazy id="contato" />
    </ErrorBoundary>
  </main>
);

describe('a section whose code is a file of its own', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let errors: unknown[];
  let warnings: unknown[][];
  const warn = console.warn;
  beforeEach(() => {
    installFakeIntersectionObserver();
    clicks = 0;
    errors = [];
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    console.warn = warn;
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
    removeFakeIntersectionObserver();
  });

  /** As the home page has it: behind its gate, its markup prerendered, its code not in yet. */
  async function gatedAndWaitingForCode() {
    const gated = (Lazy: ReturnType<typeof lazySection>) => (
      <DeferredHydration region="contato">
        <Lazy id="contato" />
      </DeferredHydration>
    );
    const server = controlledSection();
    const serverLoad = server.Lazy.load();
    server.settle().resolve();
    await serverLoad;
    container.innerHTML = renderToString(gated(server.Lazy));
    const client = controlledSection();
    await act(async () => {
      root = hydrateRoot(container, gated(client.Lazy), { onRecoverableError: (error) => errors.push(error) });
    });
    return { client, button: container.querySelector('button')! };
  }
  const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)));

  for (const [name, before] of [
    ['a tap', (button: HTMLElement) => button.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a click with nothing before it (assistive technology, a script)', () => {}],
  ] as const) {
    test(`${name} while its code is on the way is held, then made once the section has hydrated`, async () => {
      const { client, button } = await gatedAndWaitingForCode();
      await act(async () => {
        before(button);
        button.click();
      });
      assert.equal(clicks, 0, 'not handled before the code is in');
      await act(async () => client.settle().resolve());
      await nextTask();
      assert.equal(clicks, 1, 'made once, after hydrating');
      assert.equal(container.querySelector('button'), button, 'the same node');
      assert.deepEqual(errors, []);
    });
  }

  /** The page prerendered by a build that had the code, then hydrated by one that waits for it. */
  async function prerenderedThenHydrated() {
    const server = controlledSection();
    const serverLoad = server.Lazy.load();
    server.settle().resolve();
    await serverLoad;
    container.innerHTML = renderToString(page(server.Lazy));
    const markup = container.innerHTML;
    const client = controlledSection();
    await act(async () => {
      root = hydrateRoot(container, page(client.Lazy), { onRecoverableError: (error) => errors.push(error) });
    });
    return { markup, client };
  }

  test('rendered once loaded: the build, which loads it first, writes its markup whole', async () => {
    const { markup } = await prerenderedThenHydrated();
    assert.match(markup, /<section id="contato"><button type="button">contar<\/button><\/section>/);
  });

  test('its markup waits, untouched, for the code, then hydrates in place', async () => {
    const { markup, client } = await prerenderedThenHydrated();
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    assert.equal(clicks, 0, 'not hydrated while its code is on the way');
    assert.equal(container.innerHTML, markup);
    assert.equal(client.Lazy.loaded, false);
    await act(async () => client.settle().resolve());
    assert.equal(client.Lazy.loaded, true);
    assert.equal(container.querySelector('button'), button, 'the same node, not a re-render');
    await act(async () => button.click());
    assert.equal(clicks, 1);
    assert.deepEqual(errors, []);
  });

  test('code that never arrives leaves the prerendered markup as it was, with a warning', async () => {
    const { markup, client } = await prerenderedThenHydrated();
    await act(async () => client.settle().reject(new Error('offline')));
    assert.equal(container.innerHTML, markup);
    assert.equal(container.querySelector('[role="alert"]'), null);
    assert.equal(warnings.length > 0, true);
    assert.deepEqual(errors, []);
  });

  test('rendered without markup: nothing until the code is in, then the section', async () => {
    const { Lazy, settle } = controlledSection();
    root = createRoot(container);
    await act(async () => root!.render(page(Lazy)));
    assert.equal(container.querySelector('section'), null);
    await act(async () => settle().resolve());
    assert.ok(container.querySelector('section#contato button'));
  });

  test('rendered without markup, code that fails is left to the error boundary', async () => {
    const { Lazy, settle } = controlledSection();
    root = createRoot(container, { onCaughtError: () => {} });
    await act(async () => root!.render(page(Lazy)));
    await act(async () => settle().reject(new Error('offline')));
    assert.equal(container.querySelector('[role="alert"]')?.textContent, 'falhou');
  });
});
