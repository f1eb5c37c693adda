import { renderToString } from 'react-dom/server';
import { App } from '../../src/app/App';
import { resolveRoute } from '../../src/app/Router';
import { routes } from '../../src/app/routes';
import { ServerLocationContext } from '../../src/hooks/useLocation';
import { composeTitle } from '../../src/lib/title';

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
