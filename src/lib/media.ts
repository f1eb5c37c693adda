/** SPEC's mobile breakpoint: the mobile layout applies at this width or less. */
export const MOBILE_MAX_WIDTH_PX = 768;

/** The stylesheets' `@media (--name)`, written out by the build (tools/bundling/customMedia.ts). */
export const CUSTOM_MEDIA: Record<string, string> = {
  mobile: `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`,
  desktop: `(min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`,
};

/** matchMedia that tolerates browsers (and test DOMs) without it. */
export function queryMedia(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(query);
  } catch {
    return null;
  }
}

export function matchesMedia(query: string): boolean {
  return queryMedia(query)?.matches ?? false;
}

export function subscribeToMedia(query: string, onChange: () => void): () => void {
  const list = queryMedia(query);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION_QUERY);
}
