import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../src/app/ThemeProvider';
import { Header, type HeaderProps } from '../../src/components/Header';
import { homeSections } from '../../src/content/navigation';
import { useTheme } from '../../src/hooks/useTheme';
import { localStore } from '../../src/lib/storage';
import { createThemeStore } from '../../src/lib/theme';

// A store of its own per test, with no system preference: the theme starts dark.
const freshThemeStore = () => createThemeStore({ storage: localStore, readSystem: () => null, subscribeSystem: () => () => {} });

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function renderHeader(props: Partial<HeaderProps> = {}) {
  const calls = { navigate: [] as string[], logoWithoutSections: 0 };
  render(
    <ThemeProvider store={freshThemeStore()}>
      <Header
        logoText="GD."
        sections={homeSections}
        active="inicio"
        onNavigate={(id) => calls.navigate.push(id)}
        onLogoWithoutSections={() => calls.logoWithoutSections++}
        {...props}
      />
    </ThemeProvider>,
  );
  return calls;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('Header', () => {
  test('lists the six entries with the specification labels; the active one has aria-current', () => {
    renderHeader({ active: 'meus-projetos' });
    const links = screen.getAllByRole('link').slice(1);
    assert.deepEqual(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
      [
        ['Início', '#inicio'],
        ['Sobre Mim', '#sobre-mim'],
        ['Projetos', '#meus-projetos'],
        ['Habilidades', '#habilidades-tecnicas'],
        ['Experiencia', '#experiencia'],
        ['Contato', '#contato'],
      ],
    );
    assert.deepEqual(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
      ['Projetos'],
    );
  });

  test('the menu button is a disclosure: toggles, and Escape closes it and returns focus', () => {
    renderHeader();
    const button = menuButton();
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    assert.equal(button.getAttribute('aria-expanded'), 'false');
    fireEvent.click(button);
    assert.equal(button.getAttribute('aria-expanded'), 'true');
    assert.ok(menu.classList.contains('nav-list--open'));
    menu.querySelector('a')!.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    assert.equal(button.getAttribute('aria-expanded'), 'false');
    assert.equal(document.activeElement, button);
    fireEvent.click(button);
    fireEvent.click(button);
    assert.equal(button.getAttribute('aria-expanded'), 'false');
  });

  test('a link click navigates to its section and closes the menu; modified clicks are the browser’s', () => {
    const calls = renderHeader();
    fireEvent.click(menuButton());
    const prevented = !fireEvent.click(screen.getByRole('link', { name: 'Contato' }), { button: 0 });
    assert.equal(prevented, true);
    assert.deepEqual(calls.navigate, ['contato']);
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    fireEvent.click(screen.getByRole('link', { name: 'Projetos' }), { button: 0, ctrlKey: true });
    assert.deepEqual(calls.navigate, ['contato']);
  });

  test('the logo goes to the first section, or home when the page has none', () => {
    const calls = renderHeader();
    fireEvent.click(screen.getByRole('link', { name: /^GD\./ }), { button: 0 });
    assert.deepEqual(calls.navigate, ['inicio']);
  });

  test('without sections the logo leads home and there is no menu button', () => {
    const calls = renderHeader({ sections: [], active: null });
    fireEvent.click(screen.getByRole('link', { name: /^GD\./ }), { button: 0 });
    assert.equal(calls.logoWithoutSections, 1);
    assert.equal(screen.queryByRole('button', { name: 'Menu' }), null);
  });

  test('disabled: clicks do nothing', () => {
    const calls = renderHeader({ disabled: true });
    fireEvent.click(screen.getByRole('link', { name: 'Contato' }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: /^GD\./ }), { button: 0 });
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Ativar tema claro' }));
    assert.deepEqual(calls.navigate, []);
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    assert.ok(screen.getByRole('button', { name: 'Ativar tema claro' }));
  });

  test('takes the scrolled style past 10 px, and variants are classes', async () => {
    renderHeader({ variant: 'transparent' });
    const header = document.getElementById('site-header')!;
    assert.ok(header.classList.contains('header--transparent'));
    assert.ok(!header.classList.contains('header--scrolled'));
    await act(async () => setScrollY(10));
    assert.ok(!header.classList.contains('header--scrolled'));
    await act(async () => setScrollY(11));
    assert.ok(header.classList.contains('header--scrolled'));
    await act(async () => setScrollY(0));
  });

  test('the theme toggle says what it will do and flips the class on <html>', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Ativar tema claro' }));
    assert.ok(document.documentElement.classList.contains('light'));
    assert.equal(localStorage.getItem('app-theme'), 'light');
    fireEvent.click(screen.getByRole('button', { name: 'Ativar tema escuro' }));
    assert.ok(document.documentElement.classList.contains('dark'));
    assert.ok(!document.documentElement.classList.contains('light'));
  });
});

describe('useTheme', () => {
  test('outside a ThemeProvider it throws in Portuguese', () => {
    function Orphan() {
      useTheme();
      return null;
    }
    const original = console.error;
    console.error = () => {};
    try {
      assert.throws(() => render(<Orphan />), { message: 'useTheme deve ser usado dentro de um ThemeProvider' });
    } finally {
      console.error = original;
    }
  });
});
