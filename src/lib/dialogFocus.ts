/**
 * Gives focus back to a closed dialog's opener, unless it has moved on. Browsers return focus to the
 * opener themselves as a modal dialog closes; this is for those that do not. The `close` event comes a
 * task after closing, so focus that has moved on meanwhile (a field the visitor went to) stays there.
 */
export function returnFocus(dialog: HTMLDialogElement, opener: HTMLElement | null | undefined): void {
  const focused = dialog.ownerDocument.activeElement;
  if (!focused || focused === dialog.ownerDocument.body || dialog.contains(focused)) opener?.focus();
}
