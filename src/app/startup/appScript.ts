import { replayEarlyClicks } from './earlyClicks';
import { afterFirstPaint } from './firstPaint';

/** The app's module script, and the modules it imports as it starts. */
export interface AppScript {
  src: string;
  modules: readonly string[];
}

/**
 * Appends a module script, which the browser then fetches and runs, after a preload of each module
 * it imports at start: fetched with the script instead of after it has arrived and been parsed.
 */
export function loadModuleScript({ src, modules }: AppScript, doc: Document = document): void {
  for (const module of modules) {
    const preload = doc.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = module;
    doc.head.append(preload);
  }
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
export function loadAppAfterFirstPaint(app: AppScript, target: Window & typeof globalThis = window, load = loadModuleScript): void {
  let requested = false;
  const loadOnce = () => {
    if (!requested) load(app, target.document);
    requested = true;
  };
  afterFirstPaint(loadOnce, target);
  replayEarlyClicks(target.document, loadOnce);
}
