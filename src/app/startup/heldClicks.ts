/**
 * Clicks that come before the code that handles them: on a script-driven button (type="button":
 * nothing happens natively, like the menu, the theme toggle or a filter), held back and clicked
 * again once that code runs (earlyClicks.ts before the app starts, hydrationGate.ts before a section
 * has hydrated). Links and form fields work natively meanwhile and are left alone.
 */

/** The script-driven button a click landed on, held back from everything else; null for any other click. */
export function holdClick(event: Event): HTMLElement | null {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
  // Held back from everything else: once React is listening but has not committed (it is hydrating),
  // it would handle this click too, and the replay would undo it (a theme toggled twice).
  if (button) event.stopImmediatePropagation();
  return button;
}

/**
 * Clicks each button still on the page again the way a visitor clicks: pointerdown first, which opens
 * the hydration gate of a section still waiting, then click. In a task of its own: dispatched from
 * React's effects, a click would come while React cannot hydrate synchronously, and be dropped.
 */
export function clickAgain(buttons: readonly HTMLElement[]): void {
  if (buttons.length === 0) return;
  setTimeout(() => {
    for (const button of buttons.filter((each) => each.isConnected)) {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    }
  });
}
