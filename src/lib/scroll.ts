import { prefersReducedMotion } from './media';

/**
 * How far below the top of the viewport a section lands: the page's CSS `scroll-padding-top` (the
 * header's measured height plus a gap; 95 px with the 75 px header), which the browser's own anchor
 * jumps use too. The one source of the header offset.
 */
export function headerOffset(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/** The scroll position that puts an element's top `offset` px below the viewport top, within the page. */
export function scrollTargetFor(elementTopInDocument: number, offset: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(elementTopInDocument - offset, 0), Math.max(maxScroll, 0)));
}

function maxScroll(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

export function isScrolledToBottom(tolerance = 2): boolean {
  return window.scrollY >= maxScroll() - tolerance;
}

/** The warning of the specification for a section id that is not on the page. */
export function warnMissingSection(id: string): void {
  console.warn(`Seção com id "${id}" não encontrada`);
}

/**
 * Scrolls the window to `top`: smoothly (the browser's own animation, which gives way as soon as
 * the visitor scrolls), or at once when asked or when reduced motion is preferred.
 */
export function scrollWindowTo(top: number, { instant = false } = {}): void {
  window.scrollTo({ top, behavior: instant || prefersReducedMotion() ? 'instant' : 'smooth' });
}

/** Scrolls to the section with this id below the fixed header; false when there is no such element. */
export function scrollToSection(id: string, { instant = false } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) {
    warnMissingSection(id);
    return false;
  }
  const top = element.getBoundingClientRect().top + window.scrollY;
  scrollWindowTo(scrollTargetFor(top, headerOffset(), maxScroll()), { instant });
  return true;
}
