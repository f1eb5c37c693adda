import type { Owner } from '../collections/owner';
import type { ContactFields } from './validation';

/** A message for the visitor's own app: the subject, and the text with who wrote it. */
export interface Draft {
  subject: string;
  body: string;
}

/** The owner's address, with the visitor's message prefilled when there is one. */
export function mailtoUrl(email: string, draft?: Draft): string {
  return draft ? `mailto:${email}?subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(draft.body)}` : `mailto:${email}`;
}

/** What the contact form holds, as a message the visitor sends from an app of theirs. */
export function draftOf({ nome, email, assunto, mensagem }: ContactFields): Draft {
  return { subject: assunto, body: `${mensagem}\n\n${nome}\n${email}` };
}

/**
 * The longest wa.me address we make: the apps it opens take a few thousand characters, browsers
 * more; 2,000 is below every known limit. A longer message is cut, and ends with an ellipsis.
 */
export const MAX_WHATSAPP_URL_LENGTH = 2000;

/** The wa.me chat with the owner, with `text` (the owner's prefilled message by default); null for an owner without WhatsApp. */
export function whatsappUrl(
  { phone, whatsappMessage }: Pick<Owner, 'phone' | 'whatsappMessage'>,
  text = whatsappMessage ?? '',
): string | null {
  if (!phone) return null;
  const url = (message: string) => `https://wa.me/${phone}?text=${encodeURIComponent(message)}`;
  if (url(text).length <= MAX_WHATSAPP_URL_LENGTH) return url(text);
  // The longest start of the text that fits with its ellipsis (by characters, never half an emoji).
  const characters = [...text];
  const cut = (length: number) => url(`${characters.slice(0, length).join('')}…`);
  let [fits, tooLong] = [0, characters.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (cut(middle).length <= MAX_WHATSAPP_URL_LENGTH) fits = middle;
    else tooLong = middle;
  }
  return cut(fits);
}
