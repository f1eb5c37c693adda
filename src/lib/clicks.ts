interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** Only a plain left click is ours; every other click keeps the browser's behaviour. */
export function isPlainLeftClick(event: ClickLike, target?: string | null): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!target || target === '_self')
  );
}

interface LinkClick extends ClickLike {
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

/**
 * A link's click handler that runs `action` instead of the browser's navigation for a plain left
 * click, and leaves every other click (new tab, new window, download, another target) to the browser.
 */
export function onPlainLeftClick<E extends LinkClick>(action: (event: E) => void): (event: E) => void {
  return (event) => {
    if (!isPlainLeftClick(event, (event.currentTarget as { target?: string } | null)?.target)) return;
    event.preventDefault();
    action(event);
  };
}
