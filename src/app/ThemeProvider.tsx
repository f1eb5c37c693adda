import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeContext, type ThemeContextValue } from '../hooks/useTheme';
import { applyThemeClass, createThemeStore, SERVER_THEME, type ThemeStore } from '../lib/theme';

const browserThemeStore = createThemeStore();

export function ThemeProvider({ children, store = browserThemeStore }: { children: ReactNode; store?: ThemeStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_THEME);

  useEffect(() => applyThemeClass(document.documentElement, state.name), [state.name]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      name: state.name,
      isSystemTheme: state.isSystem,
      toggleTheme: store.toggleTheme,
      setTheme: store.setTheme,
      enableSystemTheme: store.enableSystemTheme,
    }),
    [state, store],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
