import { createContext, useContext, useSyncExternalStore } from 'react';
import { currentPathname, subscribeToLocation } from '../lib/router';

/** The path being prerendered; absent in the browser, where the address bar is the truth. */
export const ServerLocationContext = createContext<string | null>(null);

export function useLocation(): string {
  const serverPath = useContext(ServerLocationContext);
  return useSyncExternalStore(subscribeToLocation, currentPathname, () => serverPath ?? currentPathname());
}
