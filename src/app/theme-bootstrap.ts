// Inlined into <head> by the build (allowed by its hash in the CSP) to run before first paint:
// the stored or system theme is on <html> before anything shows, so no wrong theme flashes.
import { localStore } from '../lib/storage';
import { applyThemeClass, readSystemTheme, resolveTheme, THEME_STORAGE_KEY } from '../lib/theme';

const root = document.documentElement;
applyThemeClass(root, resolveTheme(localStore.get(THEME_STORAGE_KEY), readSystemTheme()).name);
// Styles that only make sense with scripts running (the collapsible mobile menu) key on this class.
root.classList.add('js');
