import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { track } from '../../lib/analytics';
import { config } from '../../lib/config';
import { currentPathname, hasParameters, navigate, NOT_FOUND_PATH } from '../../lib/router';
import { watchPageMoves } from '../../lib/pageArrival';
import { App } from '../App';
import { startAnalytics } from '../buildParts';
import { pageOf, resolveRoute } from '../Router';
import { routes } from '../routes';

startAnalytics(config);
watchPageMoves();
// Only an address with a query can carry campaign parameters: the module that reads them loads then.
const campaign = window.location.search ? import('../../lib/campaign') : undefined;

const container = document.getElementById('root')!;
// A section that fails is replaced by its error boundary's note: worth a warning, not an error.
const options = {
  onCaughtError: (error: unknown) => console.warn('Uma parte da página não pôde ser exibida:', error),
};
// StrictMode checks only in development (npm start); in production it is a wrapper that does nothing.
const app =
  process.env.NODE_ENV === 'production' ? (
    <App />
  ) : (
    <StrictMode>
      <App />
    </StrictMode>
  );

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

void nextTask().then(async () => {
  // Before the router reads the address: campaign parameters are reported, then removed from it.
  (await campaign)?.captureCampaign(track);
  // A host may serve a prerendered page for another route (index.html for any path, say):
  // hydrate only markup of the route this path renders, and render afresh otherwise.
  const prerenderedRoute = container.dataset.route;
  // The not-found page a host serves for a page the site does not have (`/projetos/nada`): the
  // address becomes /404's, and that page hydrates.
  if (prerenderedRoute === NOT_FOUND_PATH && hasParameters(resolveRoute(routes, currentPathname()).path))
    navigate(NOT_FOUND_PATH, { replace: true });
  if (container.hasChildNodes() && prerenderedRoute === pageOf(routes, currentPathname())) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread.
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    container.textContent = '';
    createRoot(container, options).render(app);
  }
});
