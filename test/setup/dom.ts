// Component tests: a happy-dom window as the global DOM, React's act() environment, and cleanup
// after each test. Import this first in a component test file.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { afterEach } from 'node:test';

GlobalRegistrator.register({
  url: 'http://localhost:5173/',
  width: 1280,
  height: 800,
  // Scripts a test adds (the analytics tag) are never fetched; a clicked new-tab link (WhatsApp, GitHub) opens nothing.
  settings: {
    disableJavaScriptFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
    navigation: { disableChildPageNavigation: true },
  },
});
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { cleanup } = await import('@testing-library/react');
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
});
