import { useEffect, type RefObject } from 'react';

/**
 * Publishes a fixed element's measured height to the page's CSS as the custom property `property` on
 * <html>, while `shown`: base.css builds the room the page leaves for it and the scroll padding (where
 * every scroll to a section, and every focus, lands) from it. With `designed`, the name of the property
 * holding the design's height, nothing is written while the two agree: writing a property on <html>
 * restyles the whole page.
 */
export function usePublishedHeight(
  element: RefObject<HTMLElement | null>,
  property: string,
  { designed, shown = true }: { designed?: string; shown?: boolean } = {},
) {
  useEffect(() => {
    const target = element.current;
    // Without ResizeObserver the designed room stands. Its first report comes after the next layout:
    // no layout forced during hydration.
    if (!shown || !target || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const apply = () => {
      const measured = `${target.offsetHeight}px`;
      if (designed && measured === getComputedStyle(root).getPropertyValue(designed).trim()) root.style.removeProperty(property);
      else if (root.style.getPropertyValue(property) !== measured) root.style.setProperty(property, measured);
    };
    const observer = new ResizeObserver(apply);
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property, designed, shown]);
}
