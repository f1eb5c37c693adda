import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False while prerendering and hydrating, true for anything rendered in the browser after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
