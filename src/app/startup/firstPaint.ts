/**
 * Where the browser reports paints but the first contentful one never comes (a page shown with
 * nothing to paint), `run` still runs this long after the load event.
 */
export const NO_PAINT_FALLBACK_MS = 5000;

/**
 * Calls `run` once, after the page's first contentful paint: never before it, even when the load
 * event comes first (all the page's files may be in before the paint is presented). A page not
 * shown yet (a background tab) waits until it is shown, or NO_PAINT_FALLBACK_MS after its load
 * event. Where the browser does not report paints, at the load event.
 */
export function afterFirstPaint(run: () => void, target: Window & typeof globalThis = window): void {
  if (!reportsPaints(target)) {
    target.addEventListener('load', run, { once: true });
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const observer = new target.PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  target.addEventListener('load', () => target.setTimeout(once, NO_PAINT_FALLBACK_MS), { once: true });
}

function reportsPaints(target: Window & typeof globalThis): boolean {
  return typeof target.PerformanceObserver === 'function' && (target.PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}
