import { useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { LegalText } from '../collections/legal';
import { Icon } from './Icon';
import { returnFocus } from '../lib/dialogFocus';
import { ui } from '../catalogues';

const LOAD_FAILED: LegalText = ui.dialog.unavailable;

/**
 * A footer button that opens a native modal dialog (focus trap, Escape and focus return built in).
 * The text arrives with the first opening, so the page's own script does not carry it.
 */
export function LegalDialog({
  label,
  loadText,
  onOpen,
  className = 'footer__link',
  actions: Actions,
}: {
  label: string;
  loadText: () => Promise<LegalText>;
  onOpen?: () => void;
  className?: string;
  /** Controls shown under the text, given the function that closes the dialog. */
  actions?: ComponentType<{ close: () => void }>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState<LegalText | null>(null);
  const titleId = useId();

  const open = async () => {
    onOpen?.();
    const loaded = text && text !== LOAD_FAILED ? text : await loadText().catch(() => LOAD_FAILED);
    flushSync(() => setText(loaded));
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // The dialog would focus its first control, under the text (the privacy text's choice), and scroll
    // the title away on a phone: its start takes focus instead, as the WAI-ARIA APG advises for long content.
    element.querySelector<HTMLElement>('.dialog__title')?.focus();
  };
  const close = () => dialog.current?.close?.();

  return (
    <>
      <button ref={opener} type="button" className={className} onClick={() => void open()}>
        {label}
      </button>
      {/* A click on its backdrop closes the dialog, as Escape (the dialog's own) does from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click has Escape as its key */}
      <dialog
        ref={dialog}
        className="dialog"
        // Its title exists once the text has loaded; until then the opener's words name it.
        {...(text ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
        onClose={() => dialog.current && returnFocus(dialog.current, opener.current)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        {text && (
          <div className="dialog__content">
            {/* The title and the close button stay in view while a long text scrolls under them. */}
            <div className="dialog__header">
              <h2 id={titleId} className="dialog__title" tabIndex={-1}>
                {text.title}
              </h2>
              <button type="button" className="dialog__close" onClick={close} aria-label={ui.dialog.close}>
                <Icon name="close" />
              </button>
            </div>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {Actions && <Actions close={close} />}
          </div>
        )}
      </dialog>
    </>
  );
}
