/**
 * Browser state as external stores: each snapshot is a primitive, so a component re-renders only
 * when the answer changes, and each has a server snapshot so prerendering and hydration agree.
 */
import { useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the page is scrolled more than `threshold` px; false while prerendering. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribeToScroll, () => window.scrollY > threshold, () => false);
}

const subscribeToNothing = () => () => {};

/** False while prerendering and hydrating, true for anything rendered in the browser after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
