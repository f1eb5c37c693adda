import { useRef } from 'react';
import { useCoversKeepClear } from '../hooks/useCoversKeepClear';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { track } from '../lib/analytics';
import { classNames } from '../lib/classNames';
import { scrollWindowTo } from '../lib/scroll';
import { Icon } from './Icon';
import { ui } from '../catalogues';

/** The button appears once the page is scrolled more than this (defined where used, as in Header.tsx). */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/**
 * Shown past SCROLL_TOP_THRESHOLD_PX, and hidden while it would cover the form or its messages; focus goes to the
 * start of the content with the scroll, not to the void.
 */
export function ScrollToTopButton({ focusTargetId }: { focusTargetId: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const covering = useCoversKeepClear(button);
  const visible = scrolled && !covering;
  return (
    <button
      ref={button}
      type="button"
      className={classNames('scroll-top', visible && 'scroll-top--visible')}
      aria-label={ui.scrollTop}
      tabIndex={visible ? 0 : -1}
      onClick={() => {
        track('click', { category: 'scroll_top', label: 'topo' });
        scrollWindowTo(0);
        document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
