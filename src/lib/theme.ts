import { localStore, type SafeStorage } from './storage';
import { queryMedia, subscribeToMedia } from './media';

export type ThemeName = 'light' | 'dark';

export interface ThemeState {
  name: ThemeName;
  /** True while nothing is stored and the theme follows the system preference. */
  isSystem: boolean;
}

export const THEME_STORAGE_KEY = 'app-theme';
export const DEFAULT_THEME: ThemeName = 'dark';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const LIGHT_QUERY = '(prefers-color-scheme: light)';

export function parseTheme(value: string | null): ThemeName | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** null when the browser does not expose prefers-color-scheme. */
export function readSystemTheme(): ThemeName | null {
  if (queryMedia(DARK_QUERY)?.matches) return 'dark';
  if (queryMedia(LIGHT_QUERY)?.matches) return 'light';
  return null;
}

/** Stored choice first, then the system preference, then dark. */
export function resolveTheme(stored: string | null, system: ThemeName | null): ThemeState {
  const choice = parseTheme(stored);
  if (choice) return { name: choice, isSystem: false };
  return { name: system ?? DEFAULT_THEME, isSystem: true };
}

export function applyThemeClass(root: Element, name: ThemeName): void {
  root.classList.remove(name === 'dark' ? 'light' : 'dark');
  root.classList.add(name);
}

/** Functions that use no `this`: each may be passed on alone. */
export interface ThemeStore {
  getSnapshot: () => ThemeState;
  subscribe: (listener: () => void) => () => void;
  setTheme: (name: ThemeName) => void;
  toggleTheme: () => void;
  enableSystemTheme: () => void;
}

interface ThemeEnvironment {
  storage: SafeStorage;
  readSystem: () => ThemeName | null;
  subscribeSystem: (onChange: () => void) => () => void;
}

const browserEnvironment: ThemeEnvironment = {
  storage: localStore,
  readSystem: readSystemTheme,
  subscribeSystem: (onChange) => {
    const stopDark = subscribeToMedia(DARK_QUERY, onChange);
    const stopLight = subscribeToMedia(LIGHT_QUERY, onChange);
    return () => {
      stopDark();
      stopLight();
    };
  },
};

export function createThemeStore(env: ThemeEnvironment = browserEnvironment): ThemeStore {
  let state: ThemeState | null = null;
  let stopSystem: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const current = (): ThemeState => (state ??= resolveTheme(env.storage.get(THEME_STORAGE_KEY), env.readSystem()));

  const commit = (next: ThemeState) => {
    const previous = current();
    if (previous.name === next.name && previous.isSystem === next.isSystem) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  const setTheme = (name: ThemeName) => {
    env.storage.set(THEME_STORAGE_KEY, name);
    commit({ name, isSystem: false });
  };

  const onSystemChange = () => {
    if (current().isSystem) commit({ name: env.readSystem() ?? DEFAULT_THEME, isSystem: true });
  };

  return {
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      stopSystem ??= env.subscribeSystem(onSystemChange);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopSystem?.();
        stopSystem = null;
      };
    },
    setTheme,
    toggleTheme: () => setTheme(current().name === 'dark' ? 'light' : 'dark'),
    enableSystemTheme() {
      env.storage.remove(THEME_STORAGE_KEY);
      commit({ name: env.readSystem() ?? DEFAULT_THEME, isSystem: true });
    },
  };
}

/** What the prerendered HTML (and a visitor without JavaScript) gets. */
export const SERVER_THEME: ThemeState = { name: DEFAULT_THEME, isSystem: true };
