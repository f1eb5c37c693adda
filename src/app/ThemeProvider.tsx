import { useEffect, type ReactNode } from 'react';
import { ThemeContext } from '../hooks/useTheme';
import { applyThemeClass, createThemeStore, type ThemeStore } from '../lib/theme';

const browserThemeStore = createThemeStore();

export function ThemeProvider({ children, store = browserThemeStore }: { children: ReactNode; store?: ThemeStore }) {
  // The theme's class on <html> follows the store without re-rendering anything.
  useEffect(() => {
    const apply = () => applyThemeClass(document.documentElement, store.getSnapshot().name);
    apply();
    return store.subscribe(apply);
  }, [store]);
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}
