/**
 * Whether the page is scrolled past a threshold, as an external store: the snapshot is a boolean, so
 * a component re-renders only when the answer changes, and the server snapshot lets prerendering and
 * hydration agree.
 */
import { useSyncExternalStore } from 'react';

/** Calls `onChange` at every scroll and resize of the window; returns the unsubscribe. */
export function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the page is scrolled more than `threshold` px; false while prerendering. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}
