import { useSyncExternalStore } from 'react';
import { subscribeToModuleLoads } from '../lib/moduleLoad';

/**
 * Whether the modules `loaded` asks about are in (src/lib/moduleLoad.ts), read again whenever a load
 * settles. Nothing rendered depends on it, so hydration reads the browser's answer too.
 */
export function useModulesLoaded(loaded: () => boolean): boolean {
  return useSyncExternalStore(subscribeToModuleLoads, loaded, loaded);
}
