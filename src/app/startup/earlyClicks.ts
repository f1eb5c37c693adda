import { clickAgain, holdClick } from './heldClicks';

/** Dispatched on the document by the app after its first commit: React and the hydration gates listen. */
export const APP_START_EVENT = 'app:start';

/**
 * Until the app starts, a click on a script-driven button (heldClicks.ts) is remembered instead of
 * delivered, and `onClick` is told. Once the app has announced its start, each still on the page is
 * clicked again: its section's gate opens (hydrationGate.ts), which holds the click in turn until the
 * section has hydrated. A tap made before the script arrived is not lost; one on markup the app has
 * since replaced (a route rendered afresh) is dropped.
 */
export function replayEarlyClicks(doc: Document, onClick: () => void): void {
  const clicked: HTMLElement[] = [];
  const remember = (event: Event) => {
    const button = holdClick(event);
    if (!button) return;
    clicked.push(button);
    onClick();
  };
  doc.addEventListener('click', remember, true);
  doc.addEventListener(
    APP_START_EVENT,
    () => {
      doc.removeEventListener('click', remember, true);
      clickAgain(clicked.splice(0));
    },
    { once: true },
  );
}
