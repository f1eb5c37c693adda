import { createContext, useContext } from 'react';
import type { ThemeName } from '../lib/theme';

export interface ThemeContextValue {
  name: ThemeName;
  isSystemTheme: boolean;
  toggleTheme(): void;
  setTheme(name: ThemeName): void;
  enableSystemTheme(): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme deve ser usado dentro de um ThemeProvider');
  return value;
}
