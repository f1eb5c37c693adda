import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SectionNavigationProvider } from '../../src/app/SectionNavigationProvider';
import { ThemeProvider } from '../../src/app/ThemeProvider';
import { Header, type HeaderProps } from '../../src/components/Header';
import { homeSections } from 'site:content/navigation';
import type { Section } from '../../src/collections/navigation';

const [first, last] = [homeSections[0], homeSections.at(-1)!];
import { localStore } from '../../src/lib/storage';
import { createThemeStore } from '../../src/lib/theme';
import { recordAnalytics } from '../support/analytics';

// A store of its own per test, with no system preference: the theme starts dark.
const freshThemeStore = () => createThemeStore({ storage: localStore, readSystem: () => null, subscribeSystem: () => () => {} });

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The header of a page with these sections (each on the page), inside its providers. */
function renderHeader(props: Partial<HeaderProps> = {}, sections: readonly Section[] = homeSections) {
  // Reduced motion: a click jumps to its section, with no animation outliving the test.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
  render(
    <ThemeProvider store={freshThemeStore()}>
      <SectionNavigationProvider pageTitle="Gabriel" sections={sections}>
        <Header logoText="GD." {...props} />
        {sections.map((section) => (
          <section key={section.id} id={section.id} />
        ))}
      </SectionNavigationProvider>
    </ThemeProvider>,
  );
}

const highlighted = () => [...document.querySelectorAll('.nav-list a[aria-current="true"]')].map((link) => link.textContent);

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('Header', () => {
  const events = recordAnalytics();
  const navigationClicks = () =>
    events.filter(([, name, params]) => name === 'click' && (params as { category: string }).category === 'navigation');
  // Taken before each test, not when the file loads: in one process, another file's test may have
  // its own stand-ins in place then.
  let matchMedia: typeof window.matchMedia;
  let scrollY: PropertyDescriptor | undefined;
  beforeEach(() => {
    matchMedia = window.matchMedia;
    scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    else Reflect.deleteProperty(window, 'scrollY');
  });

  test("lists the content's sections with their labels, in order; the active one has aria-current", () => {
    renderHeader();
    const clicked = homeSections[2];
    fireEvent.click(screen.getByRole('link', { name: clicked.label }), { button: 0 });
    const links = screen.getAllByRole('link').slice(1, 1 + homeSections.length);
    assert.deepEqual(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
      homeSections.map(({ id, label }) => [label, `#${id}`]),
    );
    assert.deepEqual(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
      [clicked.label],
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

  test('the open menu has a scrim over the page, and a tap on it closes the menu', () => {
    renderHeader();
    const scrim = () => document.querySelector('.header__scrim');
    assert.equal(scrim(), null);
    fireEvent.click(menuButton());
    assert.equal(scrim()?.getAttribute('aria-hidden'), 'true');
    fireEvent.click(scrim()!);
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    assert.equal(scrim(), null);
  });

  test('focus moving on to the page closes the menu, which would cover it; focus inside the header keeps it open', () => {
    renderHeader();
    const button = menuButton();
    fireEvent.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    act(() => menu.querySelector('a')!.focus());
    assert.equal(button.getAttribute('aria-expanded'), 'true');
    const outside = document.body.appendChild(document.createElement('button'));
    try {
      act(() => outside.focus());
      assert.equal(button.getAttribute('aria-expanded'), 'false');
    } finally {
      outside.remove();
    }
  });

  test('a link click goes to its section, tracked, and closes the menu; modified clicks are the browser’s', () => {
    renderHeader();
    fireEvent.click(menuButton());
    const prevented = !fireEvent.click(screen.getByRole('link', { name: last.label }), { button: 0 });
    assert.equal(prevented, true);
    assert.deepEqual(highlighted(), [last.label]);
    assert.deepEqual(navigationClicks(), [['event', 'click', { category: 'navigation', label: last.id }]]);
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    const modified = !fireEvent.click(screen.getByRole('link', { name: homeSections[2].label }), { button: 0, ctrlKey: true });
    assert.equal(modified, false);
    assert.deepEqual(highlighted(), [last.label]);
    assert.equal(navigationClicks().length, 1);
  });

  test('the logo goes to the first section', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('link', { name: last.label }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: /^GD\./ }), { button: 0 });
    assert.deepEqual(highlighted(), [first.label]);
    assert.deepEqual(navigationClicks().at(-1), ['event', 'click', { category: 'navigation', label: first.id }]);
  });

  test('without sections the logo leads home and there is no menu button', () => {
    window.history.replaceState(null, '', '/404');
    renderHeader({}, []);
    fireEvent.click(screen.getByRole('link', { name: /^GD\./ }), { button: 0 });
    assert.equal(window.location.pathname, '/');
    assert.equal(screen.queryByRole('button', { name: 'Menu' }), null);
  });

  test('disabled: clicks do nothing', () => {
    renderHeader({ disabled: true });
    const followed = !fireEvent.click(screen.getByRole('link', { name: last.label }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: /^GD\./ }), { button: 0 });
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'Ativar tema claro' }));
    assert.equal(followed, true, 'the link is not followed either');
    assert.deepEqual(highlighted(), [first.label]);
    assert.deepEqual(events, []);
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
