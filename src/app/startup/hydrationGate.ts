/**
 * When a region of prerendered markup gets hydrated: at the first interaction inside it, when it
 * comes near the viewport, or when the browser is idle, one region per idle period in the order
 * they were watched (document order). Until then the markup stays as the server wrote it.
 */
import { whenIdle } from './idle';

/** How far outside the viewport a region starts hydrating, as a share of the viewport. */
const NEAR_VIEWPORT_MARGIN = '50% 0px';
/** Interactions that need their region hydrated, heard above React's root so they come first. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'];

export interface HydrationGate {
  readonly opened: boolean;
  /** Settles when the gate opens; carries React's `status` field, so `use()` sees it at once. */
  readonly promise: PromiseLike<void>;
  /** Starts waiting for a reason to open; returns a function that stops waiting. */
  watch(): () => void;
  open(): void;
}

const waiting = new Map<Element, () => void>();
const idleQueue: (() => void)[] = [];
let idlePending = false;
let observer: IntersectionObserver | null = null;

function openNextWhenIdle() {
  if (idlePending || idleQueue.length === 0) return;
  idlePending = true;
  whenIdle(() => {
    idlePending = false;
    idleQueue[0]?.();
    openNextWhenIdle();
  });
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
    waiting.set(element, open);
    observe(element);
    idleQueue.push(open);
    openNextWhenIdle();
    forget = () => {
      forget = () => {};
      waiting.delete(element);
      observer?.unobserve(element);
      idleQueue.splice(idleQueue.indexOf(open), 1);
      if (waiting.size > 0) return;
      observer?.disconnect();
      observer = null;
    };
    // Whatever forgets first (opening, or the caller), the other's call must find nothing left to
    // undo: run twice, the splice of a missing index would drop the last gate waiting for idle time.
    return () => forget();
  };
  return {
    get opened() {
      return opened;
    },
    promise,
    watch,
    open,
  };
}
