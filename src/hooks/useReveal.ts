import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../lib/media';
import { watchAppearance } from '../lib/visibility';

/** SPEC's animation defaults: this offset, and a 1000 ms duration (`--reveal-duration` in src/styles/motion.css). */
export const REVEAL_OFFSET_PX = 120;
const HIDDEN_CLASS = 'reveal-hidden';
const INSTANT_CLASS = 'reveal-instant';
/** Set when the content came into view by scrolling: entry animations inside it start then (CSS). */
const ENTERED_CLASS = 'reveal-entered';

/**
 * Reveal-on-scroll without re-rendering: an element wholly below the viewport is hidden while
 * nobody sees it and shown with a transition when its top comes `REVEAL_OFFSET_PX` into view,
 * marked as entered so that entry animations inside it play then, where they are seen.
 * The prerendered page, a visitor without JavaScript and reduced motion all get it visible.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    const stop = watchAppearance(element, REVEAL_OFFSET_PX, {
      onBelow: () => element.classList.add(HIDDEN_CLASS),
      // Only content that was hidden has entered.
      onAppear: () => element.classList.replace(HIDDEN_CLASS, ENTERED_CLASS),
    });
    // Keyboard focus arriving in hidden or still fading content shows it at once: focus is never on
    // something invisible. Appearance happens once, so the fade is not needed afterwards.
    const onFocus = () => {
      element.classList.add(INSTANT_CLASS);
      element.classList.remove(HIDDEN_CLASS);
    };
    element.addEventListener('focusin', onFocus);
    return () => {
      stop();
      element.removeEventListener('focusin', onFocus);
      element.classList.remove(HIDDEN_CLASS, INSTANT_CLASS);
    };
  }, []);
  return ref;
}
