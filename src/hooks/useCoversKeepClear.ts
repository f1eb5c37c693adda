/**
 * Whether a fixed control covers a region it must keep clear, as an external store read on scroll,
 * resize and the regions' own growth; false while prerendering, so hydration agrees.
 */
import { useSyncExternalStore, type RefObject } from 'react';
import { boxesOverlap } from '../lib/overlap';
import { subscribeToScroll } from './useScrolledPast';

/** Regions a floating control must never cover: a form and the messages it shows. */
const KEEP_CLEAR = 'data-keep-clear';
const FLOATING_GAP = 8;

function subscribeToLayout(onChange: () => void): () => void {
  const unsubscribe = subscribeToScroll(onChange);
  // A region that grows (a message appears under a form) can reach a control without any scroll;
  // a browser without ResizeObserver notices at the next scroll.
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(onChange) : undefined;
  document.querySelectorAll(`[${KEEP_CLEAR}]`).forEach((region) => resizes?.observe(region));
  return () => {
    unsubscribe();
    resizes?.disconnect();
  };
}

/** True while the fixed element `control` would cover a region marked data-keep-clear; false while prerendering. */
export function useCoversKeepClear(control: RefObject<Element | null>): boolean {
  return useSyncExternalStore(
    subscribeToLayout,
    () => {
      const box = control.current?.getBoundingClientRect();
      if (!box) return false;
      return [...document.querySelectorAll(`[${KEEP_CLEAR}]`)].some((region) =>
        boxesOverlap(box, region.getBoundingClientRect(), FLOATING_GAP),
      );
    },
    () => false,
  );
}
