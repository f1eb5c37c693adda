import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureCampaign } from '../lib/campaign';
import { startAnalytics } from '../lib/analytics';
import { config } from '../lib/config';
import { currentPathname } from '../lib/router';
import { App } from './App';
import { resolveRoute } from './Router';
import { routes } from './routes';

startAnalytics(config);
// Before the router reads the address: campaign parameters are reported, then removed from it.
captureCampaign();

const container = document.getElementById('root')!;
// A section that fails is replaced by its error boundary's note: worth a warning, not an error.
const options = {
  onCaughtError: (error: unknown) => console.warn('Uma parte da página não pôde ser exibida:', error),
};
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A host may serve a prerendered page for another route (index.html for any path, say):
// hydrate only markup of the route this path renders, and render afresh otherwise.
const prerenderedRoute = container.dataset.route;
if (container.hasChildNodes() && prerenderedRoute === resolveRoute(routes, currentPathname()).path) {
  hydrateRoot(container, app, options);
} else {
  container.textContent = '';
  createRoot(container, options).render(app);
}
