import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, render, screen, within } from '@testing-library/react';
import { App } from '../../src/app/App';
import { owner } from 'site:content/owner';
import { mailtoUrl, whatsappUrl } from '../../src/lib/contactLinks';

describe('the root error boundary', () => {
  // Taken before each test, not when the file loads: in one process, another file's test may have
  // its own stand-ins in place then.
  let originalResizeObserver: typeof ResizeObserver;
  let originalError: typeof console.error;
  beforeEach(() => {
    originalResizeObserver = window.ResizeObserver;
    originalError = console.error;
  });
  afterEach(() => {
    window.ResizeObserver = originalResizeObserver;
    console.error = originalError;
  });

  test('a failure outside every section shows a readable page: the header, a link home and the contact channels', async () => {
    // The layout's header measures itself with a ResizeObserver: one that throws breaks the layout,
    // above the sections' own boundaries.
    window.ResizeObserver = class {
      constructor() {
        throw new Error('ResizeObserver quebrado');
      }
    } as unknown as typeof ResizeObserver;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => void logged.push(args);
    await act(async () => {
      render(<App />);
    });
    assert.ok(logged.length > 0, 'React reports the caught error');

    assert.ok(screen.getByRole('heading', { level: 1, name: 'Não foi possível exibir esta página' }));
    const header = screen.getByRole('banner');
    assert.equal(
      within(header)
        .getByRole('link', { name: /Voltar ao início/ })
        .getAttribute('href'),
      '/',
    );
    assert.equal(screen.getByRole('link', { name: 'Voltar para a Home' }).getAttribute('href'), '/');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const channels = [mailtoUrl(owner.email), whatsappUrl(owner), owner.githubUrl, owner.linkedinUrl].filter((href) => href !== null);
    for (const channel of channels) assert.ok(hrefs.includes(channel), channel);
    assert.equal(screen.getAllByRole('main').length, 1);
  });

  test("without a failure the page is the router's, not the fallback", async () => {
    await act(async () => {
      render(<App />);
    });
    assert.equal(screen.queryByText('Não foi possível exibir esta página'), null);
    assert.equal(screen.getByRole('heading', { level: 1 }).textContent, owner.name);
  });
});

describe('the not-found page', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  test("is in the site's frame: the header's menu and search lead on, beside its link home", async () => {
    history.replaceState(null, '', '/404');
    await act(async () => {
      render(<App />);
    });
    assert.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Erro 404: Página não encontrada');
    const header = screen.getByRole('banner');
    const menu = within(header).getByRole('navigation', { name: 'Navegação principal' });
    assert.ok(within(menu).getAllByRole('link').length > 1, "the menu's entries");
    assert.ok(within(header).getByRole('button', { name: 'Buscar' }));
    assert.equal(screen.getByRole('link', { name: 'Voltar para a Home' }).getAttribute('href'), '/');
    assert.equal(screen.getAllByRole('main').length, 1);
    assert.ok(screen.getByRole('contentinfo'), 'the footer');
  });
});
