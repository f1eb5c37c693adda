/**
 * When a region of prerendered markup gets hydrated: at the first interaction inside it, or when it
 * comes near the viewport; never merely because the browser is idle, so the load has no work that a
 * visitor did not ask for. Until then the markup stays as the server wrote it: readable, found by
 * find-in-page and screen readers, its links working. A click on one of its script-driven buttons
 * before it has hydrated (its code may still be on the way) is held and made again once it has.
 */
import { clickAgain, holdClick } from './heldClicks';

/** How far outside the viewport a region starts hydrating, as a share of the viewport's height. */
export const NEAR_VIEWPORT_SHARE = 0.5;
const NEAR_VIEWPORT_MARGIN = `${NEAR_VIEWPORT_SHARE * 100}% 0px`;
/** Interactions that need their region hydrated, heard above React's root so they come first. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'];

export interface HydrationGate {
  readonly opened: boolean;
  /** Settles when the gate opens; carries React's `status` field, so `use()` sees it at once. */
  readonly promise: PromiseLike<void>;
  /** Starts waiting for a reason to open; returns a function that stops waiting. */
  watch(): () => void;
  open(): void;
  /** The region has hydrated: the clicks held for it are made again. */
  hydrated(): void;
}

const waiting = new Map<Element, () => void>();
/** Regions not hydrated yet, each with the clicks held for it. */
const unhydrated = new Map<Element, HTMLElement[]>();
let observer: IntersectionObserver | null = null;

function holdClicksOnUnhydrated(event: Event) {
  for (const [element, held] of unhydrated) {
    if (event.target instanceof Node && element.contains(event.target)) {
      const button = holdClick(event);
      if (button) held.push(button);
    }
  }
  // A click that came with no pointerdown or focus first (assistive technology, a script) opens the gate too.
  openRegionsAround(event.target);
}

function openRegionsAround(target: EventTarget | null) {
  for (const [element, open] of waiting) if (target instanceof Node && element.contains(target)) open();
}

function onInteraction(event: Event) {
  openRegionsAround(event.target);
}

function observe(element: Element) {
  if (typeof IntersectionObserver !== 'function') return;
  observer ??= new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && openRegionsAround(entry.target)), {
    rootMargin: NEAR_VIEWPORT_MARGIN,
  });
  observer.observe(element);
}

/** A gate for the markup of the element with this id: open from the start when there is none. */
export function createHydrationGate(regionId: string): HydrationGate {
  let opened = typeof document === 'undefined' || document.getElementById(regionId) === null;
  let resolve = () => {};
  const promise = Object.assign(new Promise<void>((settle) => (resolve = settle)), { status: opened ? 'fulfilled' : 'pending' });
  let forget = () => {};
  let unwatch = () => {};
  /** The region's clicks held until it has hydrated, made again then. */
  let replayHeld = () => {};

  const open = () => {
    if (opened) return;
    opened = true;
    promise.status = 'fulfilled';
    forget();
    resolve();
  };
  const watch = () => {
    const element = document.getElementById(regionId);
    if (!element) open();
    if (opened || !element) return () => {};
    // The same listener added again is not added twice.
    INTERACTIONS.forEach((type) => document.addEventListener(type, onInteraction, true));
    document.addEventListener('click', holdClicksOnUnhydrated, true);
    waiting.set(element, open);
    unhydrated.set(element, []);
    observe(element);
    unwatch = () => unhydrated.delete(element);
    replayHeld = () => clickAgain(unhydrated.get(element) ?? []);
    forget = () => {
      forget = () => {};
      waiting.delete(element);
      observer?.unobserve(element);
      if (waiting.size > 0) return;
      observer?.disconnect();
      observer = null;
    };
    // Whatever forgets first (opening, or the caller), the other's call finds nothing left to undo.
    return () => {
      forget();
      unwatch();
    };
  };
  const hydrated = () => {
    replayHeld();
    replayHeld = () => {};
    unwatch();
  };
  return {
    get opened() {
      return opened;
    },
    promise,
    watch,
    open,
    hydrated,
  };
}
