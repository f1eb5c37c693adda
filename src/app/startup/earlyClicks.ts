/** Dispatched on the document by the app after its first commit: React and the hydration gates listen. */
export const APP_START_EVENT = 'app:start';

/**
 * Until the app starts, a click on a script-driven button (type="button": nothing happens natively,
 * like the menu, the theme toggle or a filter) is remembered instead of delivered, and `onClick` is
 * told. Once the app has announced its start, each still on the page is clicked again the way a
 * visitor clicks: pointerdown first, which opens the hydration gate of a section still waiting
 * (src/app/startup/hydrationGate.ts), then click, which React handles after hydrating that part. A tap made
 * before the script arrived is not lost; one on markup the app has since replaced (a route rendered
 * afresh) is dropped.
 */
export function replayEarlyClicks(doc: Document, onClick: () => void): void {
  const clicked: HTMLElement[] = [];
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (!button) return;
    // Held back from everything else: once React is listening but has not committed (it is
    // hydrating), it would handle this click too, and the replay would undo it (a theme toggled twice).
    event.stopImmediatePropagation();
    clicked.push(button);
    onClick();
  };
  doc.addEventListener('click', remember, true);
  doc.addEventListener(
    APP_START_EVENT,
    () => {
      doc.removeEventListener('click', remember, true);
      // In a task of its own: dispatched from React's effects, a click would come while React cannot
      // hydrate synchronously, and it would be dropped.
      setTimeout(() => {
        for (const button of clicked.splice(0).filter((each) => each.isConnected)) {
          button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
          button.click();
        }
      });
    },
    { once: true },
  );
}
