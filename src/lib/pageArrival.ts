/**
 * Moving to another page inside the app (navigate(), Back, Forward), as a visitor expects of pages:
 * the page left keeps its scroll position for a return; the page arrived at starts at its top, at the
 * address's #target, or, on Back and Forward, where the visitor had left it; focus moves to its
 * heading, which screen readers announce, or back to the link that led away from it; and a page view
 * is counted. A first load stays the browser's own. The page calls `arrive()` once its content is in
 * the document (usePageArrival).
 */
import { track } from './analytics';
import { scrollToSection, scrollWindowTo } from './scroll';
import { hashTarget } from './uri';

/** Scroll positions of this visit's history entries, by the key each entry carries in its state. */
const positions = new Map<string, number>();
let pending: { pop: boolean; from: string } | null = null;
let shownPath = '';
let shownKey = '';
/** The address of the last page placed after an in-app move. */
let placedAddress = '';
/** The page the shown one was reached from by a link (not by Back or Forward), as a URL path. */
let arrivedFrom: string | null = null;

const keyOf = (state: unknown) => (state as { key?: string } | null)?.key ?? '';

/** The state of a new history entry: its key. */
export const newEntryState = () => ({ key: Math.random().toString(36).slice(2) });

/** Whether the shown page was reached by a link from the page at this URL path: Back returns there as it was. */
export const cameFrom = (pathname: string) => arrivedFrom === pathname;

/** Whether the page at the current address was placed after an in-app move (not a first load's). */
export const placedInApp = () => placedAddress === window.location.href;

/** Before navigate() pushes an entry: this page's place is remembered, and the next page arrives as new. */
export function leavePage(): void {
  window.history.scrollRestoration = 'manual';
  positions.set(keyOf(window.history.state), window.scrollY);
  pending = { pop: false, from: window.location.pathname };
}

/** Back or Forward to another page: the page left keeps its place, the page arrived at gets its own back. */
function onPopState(): void {
  if (!shownPath || window.location.pathname === shownPath) return;
  positions.set(shownKey, window.scrollY);
  pending = { pop: true, from: shownPath };
}

/** From the app's start: the first page is marked, so Back to it can find its place. */
export function watchPageMoves(): void {
  window.history.replaceState({ ...(window.history.state as object | null), ...(keyOf(window.history.state) ? {} : newEntryState()) }, '');
  window.addEventListener('popstate', onPopState);
}

/** Focuses an element that may not take focus by itself, without scrolling to it. */
function focusQuietly(element: HTMLElement): void {
  if (!element.matches('a[href], button, [tabindex]')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** The page now shown is in the document: scroll, focus and the page view of an in-app move. */
export function arrive(): void {
  const navigation = pending;
  shownPath = window.location.pathname;
  shownKey = keyOf(window.history.state);
  if (!navigation) return;
  pending = null;
  placedAddress = window.location.href;
  arrivedFrom = navigation.pop ? null : navigation.from;
  const targetId = hashTarget(window.location.hash);
  const target = targetId ? document.getElementById(targetId) : null;
  if (navigation.pop) scrollWindowTo(positions.get(shownKey) ?? 0, { instant: true });
  else if (!target || !scrollToSection(targetId, { instant: true })) scrollWindowTo(0, { instant: true });
  // Back on the page of the link that led away: focus returns to that link.
  const returnLink = navigation.pop
    ? [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((link) => new URL(link.href).pathname === navigation.from)
    : undefined;
  const heading = target?.querySelector<HTMLElement>('h1, h2') ?? target ?? document.querySelector<HTMLElement>('main h1');
  const focused = returnLink ?? heading;
  if (focused) focusQuietly(focused);
  // After the page has titled the document (its effects run after this).
  setTimeout(() =>
    track('page_view', { page_location: window.location.href, page_path: window.location.pathname, page_title: document.title }),
  );
}
