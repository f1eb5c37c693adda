import { replayEarlyClicks } from './earlyClicks';
import { afterFirstPaint } from './firstPaint';

/** Appends the app's module script, which the browser then fetches and runs. */
export function loadModuleScript(src: string, doc: Document = document): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = src;
  doc.head.append(script);
}

/**
 * Loads the app's script once: after the first contentful paint, or earlier if the visitor clicks
 * a script-driven button first (where paints are not reported and the wait is for the load event);
 * that click is replayed once the app starts.
 */
export function loadAppAfterFirstPaint(src: string, target: Window & typeof globalThis = window, load = loadModuleScript): void {
  let requested = false;
  const loadOnce = () => {
    if (!requested) load(src, target.document);
    requested = true;
  };
  afterFirstPaint(loadOnce, target);
  replayEarlyClicks(target.document, loadOnce);
}
