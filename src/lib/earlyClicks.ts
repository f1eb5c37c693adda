/** Dispatched on the document by the app once its root is up: React then sees every click. */
export const APP_START_EVENT = 'app:start';

/**
 * Until the app starts, a click on a script-driven button (type="button": nothing happens natively,
 * like the menu or the theme toggle) is remembered, and `onClick` is told. When the app announces
 * its start, each is clicked again, now for React, which hydrates the part clicked first. A tap made
 * before the script arrived is not lost.
 */
export function replayEarlyClicks(doc: Document, onClick: () => void): void {
  const clicked: HTMLElement[] = [];
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (!button) return;
    clicked.push(button);
    onClick();
  };
  doc.addEventListener('click', remember, true);
  doc.addEventListener(
    APP_START_EVENT,
    () => {
      doc.removeEventListener('click', remember, true);
      for (const button of clicked.splice(0)) button.click();
    },
    { once: true },
  );
}
