// Component tests: a happy-dom window as the global DOM, React's act() environment, and cleanup
// after each test. Import this first in a component test file.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { afterEach } from 'node:test';
import { createOutsideRequestLog, staysOnThisMachine } from '../support/network';

/** Requests of the window (fetch, XHR, a link opening a page) to anywhere but this machine. */
export const outsideRequests = createOutsideRequestLog();

GlobalRegistrator.register({
  url: 'http://localhost:5173/',
  width: 1280,
  height: 800,
  settings: {
    // Scripts a test adds (the analytics tag) are never fetched.
    disableJavaScriptFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
    fetch: {
      interceptor: {
        beforeAsyncRequest: async ({ request }) => {
          if (!staysOnThisMachine(request.url)) throw outsideRequests.record(request.url);
        },
        beforeSyncRequest: ({ request }) => {
          if (!staysOnThisMachine(request.url)) throw outsideRequests.record(request.url);
        },
      },
    },
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
  // The code under test may swallow the blocked request's error: the test fails here instead.
  outsideRequests.assertNone();
});
