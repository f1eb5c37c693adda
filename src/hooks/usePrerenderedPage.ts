import { createContext, useContext, useSyncExternalStore } from 'react';
import { prerenderedPage, subscribeToPages, type PrerenderedPage } from '../lib/prerenderedPages';

/** The page being prerendered, given by the build; absent in the browser, where the document or a file gives it. */
export const ServerPageContext = createContext<PrerenderedPage | null>(null);

/** The prerendered page at this path: undefined while it loads (or for no path), null when the site has none. */
export function usePrerenderedPage(path: string | null): PrerenderedPage | null | undefined {
  const serverPage = useContext(ServerPageContext);
  const read = () => (path === null ? undefined : prerenderedPage(path));
  return useSyncExternalStore(subscribeToPages, read, () => serverPage ?? read());
}
