import { useId, useRef } from 'react';
import type { LegalText } from '../content/types';
import { Icon } from './Icon';

/** A footer button that opens a native modal dialog (focus trap, Escape and focus return built in). */
export function LegalDialog({ text, onOpen }: { text: LegalText; onOpen?: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const open = () => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    onOpen?.();
  };
  const close = () => dialog.current?.close?.();

  return (
    <>
      <button ref={opener} type="button" className="footer__link" onClick={open}>
        {text.title}
      </button>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) close();
        }}
      >
        <div className="dialog__content">
          <h2 id={titleId} className="dialog__title">
            {text.title}
          </h2>
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <button type="button" className="dialog__close" onClick={close} aria-label="Fechar">
            <Icon name="close" />
          </button>
        </div>
      </dialog>
    </>
  );
}
