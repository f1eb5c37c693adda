import { prefersReducedMotion } from './media';

/** Space left between the header's bottom edge and a section scrolled into place. */
export const SECTION_GAP = 20;
export const HEADER_ID = 'site-header';
export const SMOOTH_SCROLL_MS = 600;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ', 'Spacebar']);

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function headerHeight(): number {
  return document.getElementById(HEADER_ID)?.getBoundingClientRect().height ?? 0;
}

/** The scroll position that puts an element's top `headerHeight + SECTION_GAP` below the viewport top. */
export function scrollTargetFor(elementTopInDocument: number, header: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(elementTopInDocument - header - SECTION_GAP, 0), Math.max(maxScroll, 0)));
}

export function maxScroll(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

export function isScrolledToBottom(tolerance = 2): boolean {
  return window.scrollY >= maxScroll() - tolerance;
}

/** The warning of the specification for a section id that is not on the page. */
export function warnMissingSection(id: string): void {
  console.warn(`Seção com id "${id}" não encontrada`);
}

let cancelRunning: (() => void) | null = null;

/**
 * Scrolls the window to `targetY` with an ease-in-out curve. Resolves when done or when the visitor
 * takes over with the wheel, a touch or a scrolling key; jumps when reduced motion is asked for.
 */
export function smoothScrollTo(targetY: number, duration = SMOOTH_SCROLL_MS): Promise<void> {
  cancelRunning?.();
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (distance === 0 || prefersReducedMotion() || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, targetY);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let startTime: number | null = null;
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) stop();
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', onKey);
      cancelRunning = null;
      resolve();
    };
    const step = (now: number) => {
      startTime ??= now;
      const progress = Math.min((now - startTime) / duration, 1);
      window.scrollTo(0, progress === 1 ? targetY : startY + distance * easeInOutCubic(progress));
      if (progress < 1) frame = window.requestAnimationFrame(step);
      else stop();
    };
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', onKey);
    cancelRunning = stop;
    frame = window.requestAnimationFrame(step);
  });
}

/** Scrolls to the section with this id below the fixed header; false when there is no such element. */
export function scrollToSection(id: string, { instant = false } = {}): Promise<boolean> {
  const element = document.getElementById(id);
  if (!element) {
    warnMissingSection(id);
    return Promise.resolve(false);
  }
  const top = element.getBoundingClientRect().top + window.scrollY;
  const target = scrollTargetFor(top, headerHeight(), maxScroll());
  if (instant) {
    window.scrollTo(0, target);
    return Promise.resolve(true);
  }
  return smoothScrollTo(target).then(() => true);
}
