// Component tests: a happy-dom window as the global DOM, React's act() environment, the page's image
// manifest, and cleanup after each test. Import this first in a component test file. All component
// test files may run in one process (scripts/testRunners/oneProcess.ts): a test puts back what it changes.
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { afterEach } from 'node:test';
import { imageManifest } from '../support/imageManifest';
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
// What esbuild's define puts in place of the flag in a bundle. src/lib/buildFlags.ts reads it once,
// when first loaded, by whichever test file: so it is set here, before any of them can load it.
globalThis.__IMAGE_MANIFEST__ = JSON.stringify(imageManifest);

const { cleanup, configure } = await import('@testing-library/react');
// waitFor and findBy end as soon as their condition holds; the default deadline of 1 s failed a send
// in `npm test`, where these tests share two cores with an end-to-end suite (a double submit, 1.9 s).
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  // What a test wrote into the page itself, beyond React's containers, would be the next test's page:
  // a region id left behind, for one, makes a page rendered later wait for its hydration gate.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
  // The code under test may swallow the blocked request's error: the test fails here instead.
  outsideRequests.assertNone();
});
