// Inlined into <head> by the build (allowed by its hash in the CSP).
import { loadAppAfterFirstPaint } from './appScript';
import { localStore } from '../../lib/storage';
import { applyThemeClass, readSystemTheme, resolveTheme, THEME_STORAGE_KEY } from '../../lib/theme';

const root = document.documentElement;
// Before first paint: the stored or system theme is on <html> before anything shows, so no wrong
// theme flashes.
applyThemeClass(root, resolveTheme(localStore.get(THEME_STORAGE_KEY), readSystemTheme()).name);
// Styles that only make sense with scripts running (the collapsible mobile menu) key on this class.
root.classList.add('js');

// The app's script (its URL in the tag's data-app) is fetched once the prerendered page has painted:
// on a slow network the page's HTML and CSS get the bandwidth, and on any visit the first paint never
// waits for React to start. Until the app starts, the page works as plain HTML, and a click on a
// script-driven button is kept for it (src/app/startup/earlyClicks.ts).
const appScript = (document.currentScript as HTMLScriptElement | null)?.dataset.app;
if (appScript) loadAppAfterFirstPaint(appScript);

// Hosts answer every unknown address with the root's 404.html (GitHub Pages, Netlify): there, an
// address under another edition's root (`/en/anything`) goes on to that edition's not-found page,
// which the default edition's not-found page names (tools/rendering/document.ts).
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-edition]')) {
  if (location.pathname.startsWith(link.dataset.edition!)) location.replace(link.href);
}
