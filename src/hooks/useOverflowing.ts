import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `content` is wider than the room its parent `room` gives it (less the room's padding): the
 * header's entries beside each other, where an owner's labels or sections need more than the header has.
 * The content's width counts while it is laid out in the room; once it gives way (hidden, or lifted out
 * as the open menu's panel) the width it needed is kept: it overflows again only while the room is
 * narrower than that.
 */
export function useOverflowing(room: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = room.current;
    const inside = content.current;
    if (!box || !inside || typeof ResizeObserver !== 'function') return;
    let needed = 0;
    const measure = () => {
      if (inside.offsetWidth > 0 && getComputedStyle(inside).position === 'static') needed = inside.getBoundingClientRect().width;
      // Half a pixel of rounding: the clip at the room's start hides nothing of it.
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      setOverflowing(needed > room + 0.5);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(inside);
    return () => observer.disconnect();
  }, [room, content]);
  return overflowing;
}
