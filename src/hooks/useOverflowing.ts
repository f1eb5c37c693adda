import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether `element`'s content is wider than the element (it would spill, or wrap): the header's entries
 * beside each other when an owner has more of them than the width has room for. Once it overflows, the
 * width it needed is kept, for the element's content changes when it gives way (the menu button
 * replaces the entries): it overflows again only while it is narrower than that.
 */
export function useOverflowing(element: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  const needed = useRef(0);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      if (target.scrollWidth > target.clientWidth) needed.current = Math.max(needed.current, target.scrollWidth);
      setOverflowing(needed.current > target.clientWidth);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return overflowing;
}
