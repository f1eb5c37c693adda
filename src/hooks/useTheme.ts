import { createContext, useContext, useSyncExternalStore } from 'react';
import { SERVER_THEME, type ThemeStore } from '../lib/theme';

// The store, not its state: a theme change re-renders only what reads it (see lib/valueStore).
export const ThemeContext = createContext<ThemeStore | null>(null);

export function useTheme() {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useTheme deve ser usado dentro de um ThemeProvider');
  const { name } = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_THEME);
  return { name, toggleTheme: store.toggleTheme };
}
