/**
 * Appearance on scroll for reveal and skill-bar animations, with one shared IntersectionObserver
 * per offset. Only elements wholly below the viewport at first sight are reported as `below` (so
 * they may be hidden while nobody sees them); elements already on screen are never hidden.
 */
export interface AppearanceHandlers {
  onBelow?: () => void;
  /** `initial` is true when the element was already in view (or above it) at first sight. */
  onAppear: (initial: boolean) => void;
}

interface Watcher {
  handlers: AppearanceHandlers;
  seen: boolean;
}

const observers = new Map<number, { observer: IntersectionObserver; watchers: Map<Element, Watcher> }>();

function observerFor(offset: number) {
  let entry = observers.get(offset);
  if (entry) return entry;
  const watchers = new Map<Element, Watcher>();
  const observer = new IntersectionObserver(
    (records) => {
      for (const record of records) {
        const watcher = watchers.get(record.target);
        if (!watcher) continue;
        const firstSight = !watcher.seen;
        watcher.seen = true;
        const below = record.boundingClientRect.top >= (record.rootBounds?.bottom ?? window.innerHeight) + offset;
        if (record.isIntersecting || (firstSight && !below)) {
          release(offset, record.target);
          watcher.handlers.onAppear(firstSight);
        } else if (firstSight) {
          watcher.handlers.onBelow?.();
        }
      }
    },
    { rootMargin: `0px 0px -${offset}px 0px` },
  );
  entry = { observer, watchers };
  observers.set(offset, entry);
  return entry;
}

function release(offset: number, element: Element) {
  const entry = observers.get(offset);
  if (!entry) return;
  entry.watchers.delete(element);
  entry.observer.unobserve(element);
  // Once everything has appeared, nothing is left running.
  if (entry.watchers.size > 0) return;
  entry.observer.disconnect();
  observers.delete(offset);
}

/** Returns a function that stops watching. Without IntersectionObserver, the element counts as in view. */
export function watchAppearance(element: Element, offset: number, handlers: AppearanceHandlers): () => void {
  if (typeof window.IntersectionObserver !== 'function') {
    handlers.onAppear(true);
    return () => {};
  }
  const { observer, watchers } = observerFor(offset);
  watchers.set(element, { handlers, seen: false });
  observer.observe(element);
  return () => release(offset, element);
}
