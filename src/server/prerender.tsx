import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { resolveRoute } from '../app/Router';
import { routes } from '../app/routes';
import { ServerLocationContext } from '../hooks/useLocation';
import { composeTitle } from '../lib/title';

// Bundled with the route renderer, so the document head and the manifest show the same content as the page.
export { renderDocument } from './document';
export { webManifest } from './seo';

/** The markup of one route, rendered by the same components as the client. */
export function renderRoute(pathname: string) {
  const route = resolveRoute(routes, pathname);
  const html = renderToString(
    <ServerLocationContext.Provider value={route.path}>
      <App />
    </ServerLocationContext.Provider>,
  );
  return { html, path: route.path, title: composeTitle(route.title) };
}
