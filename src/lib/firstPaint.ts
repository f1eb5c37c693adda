/**
 * Calls `run` once, after the page's first contentful paint (never before it, even when the load
 * event comes first: all the page's files may be in before the paint is presented). A page not shown
 * (a background tab) waits until it is. Where the browser does not report paints, at the load event.
 */
export function afterFirstPaint(run: () => void, target: Window & typeof globalThis = window): void {
  if (!reportsPaints(target)) {
    target.addEventListener('load', run, { once: true });
    return;
  }
  const observer = new target.PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function reportsPaints(target: Window & typeof globalThis): boolean {
  return typeof target.PerformanceObserver === 'function' && (target.PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
}

/** Appends a module script, which the browser then fetches and runs. */
export function loadModuleScript(src: string, doc: Document = document): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = src;
  doc.head.append(script);
}
