import { useEffect, type RefObject } from 'react';

// base.css builds the body's top padding and the scroll padding (where every scroll to a section,
// scripted or native, lands) from this property, falling back to the design's --header-height.
const MEASURED = '--header-block-size';
const DESIGNED = '--header-height';

/**
 * Publishes the fixed header's measured height to the page's CSS when it differs from the designed
 * one (a larger font, a wrapped line), so the body padding and the header offset follow it.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => {
      const measured = `${element.offsetHeight}px`;
      // Writing a property on <html> restyles the whole page: only when it changes something.
      if (measured === getComputedStyle(root).getPropertyValue(DESIGNED).trim()) root.style.removeProperty(MEASURED);
      else if (root.style.getPropertyValue(MEASURED) !== measured) root.style.setProperty(MEASURED, measured);
    };
    // Without ResizeObserver the designed height stands. Its first report comes after the next
    // layout: no layout forced during hydration.
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(MEASURED);
    };
  }, [header]);
}
