/**
 * The copy buttons of an article's code blocks (tools/markdown/codeCopyButtons.ts writes them into its
 * markup): a press copies the block's code as written and says so, on the button and, for a screen
 * reader, in the text's status line; or says that it could not (no clipboard outside a secure context,
 * a permission refused), never that it did. The words are the markup's: this file carries none.
 */

export const CODE_BLOCK_CLASS = 'code-block';
export const COPY_BUTTON_CLASS = 'code-block__copy';
export const COPY_STATUS_CLASS = 'code-block__status';
/** How long a button says what happened before it offers to copy again. */
export const COPY_SAID_MS = 2000;

type Outcome = 'copied' | 'failed';

/**
 * A block's code as its author wrote it: its text, whatever elements the highlighting wrapped it in,
 * without the line end the HTML closes it with (pasted into a terminal, that would run the command).
 */
export function copiedCode(code: Element): string {
  return (code.textContent ?? '').replace(/\n$/, '');
}

async function copy(text: string): Promise<Outcome> {
  try {
    // Called within the click, before any await: a browser that wants a user's gesture sees it.
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    // No navigator.clipboard (an insecure context) throws here too.
    return 'failed';
  }
}

/** Makes the copy buttons inside `container` work, by one listener on it; returns what undoes it. */
export function startCodeCopy(container: HTMLElement): () => void {
  const status = container.querySelector<HTMLElement>(`.${COPY_STATUS_CLASS}`);
  // Each button that says what happened: its own label, and when it says it again.
  const saying = new Map<HTMLButtonElement, { label: string; timer: ReturnType<typeof setTimeout> }>();
  const restore = (button: HTMLButtonElement) => {
    const said = saying.get(button);
    if (!said) return;
    clearTimeout(said.timer);
    button.textContent = said.label;
    delete button.dataset.outcome;
    saying.delete(button);
  };
  const say = (button: HTMLButtonElement, outcome: Outcome) => {
    const words = status?.dataset[outcome] ?? '';
    const label = saying.get(button)?.label ?? button.textContent ?? '';
    restore(button);
    button.textContent = words;
    button.dataset.outcome = outcome;
    if (status) status.textContent = words;
    const timer = setTimeout(() => {
      restore(button);
      if (status?.textContent === words) status.textContent = '';
    }, COPY_SAID_MS);
    saying.set(button, { label, timer });
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`.${COPY_BUTTON_CLASS}`) : null;
    const code = button?.closest(`.${CODE_BLOCK_CLASS}`)?.querySelector('pre > code');
    if (button && code) void copy(copiedCode(code)).then((outcome) => say(button, outcome));
  };
  container.addEventListener('click', onClick);
  return () => {
    container.removeEventListener('click', onClick);
    [...saying.keys()].forEach(restore);
  };
}
