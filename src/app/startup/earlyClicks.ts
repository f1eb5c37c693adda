/** Dispatched on the document by the app after its first commit, when the whole page has hydrated. */
export const APP_START_EVENT = 'app:start';

/**
 * Until the app starts, a click on a script-driven button (type="button": nothing happens natively,
 * like the menu, the theme toggle or a filter) is held back instead of delivered, and `onClick` is
 * told. Once the app has started, each still on the page is clicked again, in a task of its own.
 * Held back from everything else: once React is listening but has not committed (it is hydrating),
 * it would handle the click too, and the replay would undo it (a theme toggled twice). Links, form
 * fields and disclosures work natively meanwhile and are left alone.
 */
export function replayEarlyClicks(doc: Document, onClick: () => void): void {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (!button) return;
    event.stopImmediatePropagation();
    held.push(button);
    onClick();
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    APP_START_EVENT,
    () => {
      doc.removeEventListener('click', hold, true);
      setTimeout(() => held.filter((button) => button.isConnected).forEach((button) => button.click()));
    },
    { once: true },
  );
}
