// A controllable IntersectionObserver for happy-dom (whose own never reports anything).
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report(target: Element, isIntersecting: boolean, top: number) {
    const rect = { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top } as DOMRectReadOnly;
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      rootBounds: { top: 0, bottom: window.innerHeight } as DOMRectReadOnly,
      intersectionRect: rect,
      time: 0,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

let original: typeof IntersectionObserver | undefined;

export function installFakeIntersectionObserver() {
  observers.clear();
  if (window.IntersectionObserver !== (FakeIntersectionObserver as unknown)) original = window.IntersectionObserver;
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Puts back the window's own: the other files of the process run with it. Call it after each test. */
export function removeFakeIntersectionObserver() {
  observers.clear();
  if (original) window.IntersectionObserver = original;
  original = undefined;
}

/** Reports `element` to every observer watching it: in view, or wholly below the viewport. */
export function reportIntersection(element: Element, state: 'in-view' | 'below') {
  for (const observer of [...observers]) {
    if (observer.targets.has(element)) observer.report(element, state === 'in-view', state === 'in-view' ? 10 : window.innerHeight + 500);
  }
}
