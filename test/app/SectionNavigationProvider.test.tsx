import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SectionNavigationProvider } from '../../src/app/SectionNavigationProvider';
import { ThemeProvider } from '../../src/app/ThemeProvider';
import { Header } from '../../src/components/Header';
import { homeSections } from 'site:content/navigation';
import type { Section } from '../../src/collections/navigation';
import { TITLE_DWELL_MS } from '../../src/lib/title';
import { localStore } from '../../src/lib/storage';
import { HIGHLIGHT_PAUSE_MS } from '../../src/lib/scrollSpy';
import { createThemeStore } from '../../src/lib/theme';
import { recordAnalytics } from '../support/analytics';

/** Puts a section's top `top` px from the top of the viewport (800 px tall), its title 48 px lower. */
function place(id: string, top: number, height = 1000) {
  const rect = (from: number, size: number) => () =>
    ({ top: from, bottom: from + size, left: 0, right: 0, width: 0, height: size }) as DOMRect;
  const section = document.getElementById(id);
  if (!section) return;
  section.getBoundingClientRect = rect(top, height);
  section.querySelector('h2')!.getBoundingClientRect = rect(top + 48, 40);
}

/** The whole page scrolled so that section `index` has just landed below the header. */
function scrollTo(index: number) {
  homeSections.forEach((section, position) => place(section.id, 95 + (position - index) * 1000));
}

function renderPage(sections: readonly Section[] = homeSections) {
  const store = createThemeStore({ storage: localStore, readSystem: () => null, subscribeSystem: () => () => {} });
  render(
    <ThemeProvider store={store}>
      <SectionNavigationProvider pageTitle="Gabriel" sections={sections}>
        <Header logoText="GD." />
        <main>
          {sections.map((section) => (
            <section key={section.id} id={section.id}>
              <h2>{section.label}</h2>
            </section>
          ))}
        </main>
      </SectionNavigationProvider>
    </ThemeProvider>,
  );
  scrollTo(0);
}

const highlighted = () => [...document.querySelectorAll('.nav-list a[aria-current="true"]')].map((link) => link.textContent);

describe('section navigation provider', () => {
  const events = recordAnalytics();
  const reads = () => events.filter(([, name]) => name === 'section_read').map(([, , params]) => params);
  // Taken before each test, not when the file loads: in one process, another file's test may have
  // its own stand-ins in place then.
  let originals: Pick<Window, 'matchMedia' | 'scrollTo'>;
  beforeEach(() => {
    originals = { matchMedia: window.matchMedia, scrollTo: window.scrollTo };
    const { matchMedia } = originals;
    // Reduced motion: scrolling to a section is a jump, with no animation outliving its test.
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6000, configurable: true });
    window.scrollTo = () => {};
  });
  afterEach(() => {
    Object.assign(window, originals);
    // The element's own getter, on its prototype, measures again.
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  test('the first section is active at first; the title is page | section, the page alone without sections', async () => {
    renderPage();
    await act(async () => {});
    assert.deepEqual(highlighted(), ['Início']);
    assert.equal(document.title, 'Gabriel | Início');
    renderPage([]);
    await act(async () => {});
    assert.equal(document.title, 'Gabriel');
  });

  test('scrolling moves the highlight and the title together: one rule decides', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    renderPage();
    await act(async () => t.mock.timers.tick(1));
    for (const [index, section] of homeSections.entries()) {
      scrollTo(index);
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => window.requestAnimationFrame(resolve));
      });
      assert.deepEqual([highlighted(), document.title], [[section.label], `Gabriel | ${section.label}`]);
    }
  });

  test('a click makes its section active at once, holds it during the scroll, and the title follows', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    renderPage();
    await act(async () => t.mock.timers.tick(1));
    const last = homeSections.at(-1)!;
    fireEvent.click(screen.getByRole('link', { name: last.label }), { button: 0 });
    await act(async () => {});
    assert.deepEqual([highlighted(), document.title], [[last.label], `Gabriel | ${last.label}`]);
    assert.deepEqual(events.at(-1), ['event', 'click', { category: 'navigation', label: last.id }]);
    // Half-way through the scroll the page shows another section: the highlight holds.
    scrollTo(Math.floor(homeSections.length / 2));
    await act(async () => window.dispatchEvent(new Event('resize')));
    await act(async () => t.mock.timers.tick(HIGHLIGHT_PAUSE_MS - 1));
    assert.deepEqual(highlighted(), [last.label]);
    scrollTo(homeSections.length - 1);
    await act(async () => t.mock.timers.tick(1));
    assert.deepEqual(highlighted(), [last.label]);
  });

  test('a section that stays 3 s is reported as read, once per section', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
    renderPage();
    const go = async (label: string) => {
      fireEvent.click(screen.getByRole('link', { name: label }), { button: 0 });
      scrollTo(homeSections.findIndex((section) => section.label === label));
      await act(async () => {});
    };
    const [second, last] = [homeSections[1], homeSections.at(-1)!];
    await go(second.label);
    await act(async () => t.mock.timers.tick(TITLE_DWELL_MS - 1));
    assert.deepEqual(reads(), []);
    await act(async () => t.mock.timers.tick(1));
    assert.deepEqual(reads(), [{ section_id: second.id, section_label: second.label }]);
    await go(last.label);
    await act(async () => t.mock.timers.tick(TITLE_DWELL_MS));
    await go(second.label);
    await act(async () => t.mock.timers.tick(TITLE_DWELL_MS * 2));
    assert.deepEqual(
      reads().map((read) => (read as { section_id: string }).section_id),
      [second.id, last.id],
    );
  });

  test('an address with a hash lands on its section; a malformed hash is ignored', async () => {
    const scrolls: number[] = [];
    window.scrollTo = ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo;
    const target = homeSections.at(-2)!;
    window.history.replaceState(null, '', `/#${target.id}`);
    renderPage();
    await act(async () => {});
    assert.deepEqual([highlighted(), document.title], [[target.label], `Gabriel | ${target.label}`]);
    assert.equal(scrolls.length, 1, 'scrolled there at once');
    window.history.replaceState(null, '', '/#%E0%A4%A');
    renderPage();
    await act(async () => {});
    assert.equal(scrolls.length, 1);
  });
});
