import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../src/app/ThemeProvider';
import { useTheme } from '../../src/hooks/useTheme';
import { localStore } from '../../src/lib/storage';
import { createThemeStore } from '../../src/lib/theme';

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

  test('a theme change re-renders what reads the theme, not the provider’s children', async () => {
    const store = createThemeStore({ storage: localStore, readSystem: () => null, subscribeSystem: () => () => {} });
    let pageRenders = 0;
    function Page() {
      pageRenders++;
      return <Reader />;
    }
    function Reader() {
      return <p>{useTheme().name}</p>;
    }
    render(
      <ThemeProvider store={store}>
        <Page />
      </ThemeProvider>,
    );
    assert.ok(screen.getByText('dark'));
    assert.ok(document.documentElement.classList.contains('dark'));
    await act(async () => store.toggleTheme());
    assert.ok(screen.getByText('light'));
    assert.ok(document.documentElement.classList.contains('light'));
    assert.equal(pageRenders, 1);
  });
});
