import { isPlaceholder, type AppConfig } from './config';
import type { Language } from './editions';
import type { EmailOptions } from './emailOptions';
import { localStore, sessionStore } from './storage';
import { CONTACT_FIELDS, type ContactFields } from './validation';

export const EMPTY_CONTACT: ContactFields = { nome: '', email: '', assunto: '', mensagem: '' };
const DRAFT_KEY = 'contact-draft';

export function isEmailConfigured({ emailjs }: Pick<AppConfig, 'emailjs'>): boolean {
  return [emailjs.serviceId, emailjs.templateId, emailjs.publicKey].every((value) => !isPlaceholder(value));
}

/** Where the rate limit keeps the time of the last message sent from this page (SPEC §7: per page). */
const rateLimitId = () => `contato:${window.location.pathname}`;

/**
 * The e-mail client's options for the form: the provider's key and origin, and the guards the owner
 * set (the client's own defaults stay off). The block list watches the sender's address.
 */
export function sendOptions({ emailjs, contactGuards }: Pick<AppConfig, 'emailjs' | 'contactGuards'>): EmailOptions {
  return {
    publicKey: emailjs.publicKey,
    origin: emailjs.apiOrigin,
    blockHeadless: contactGuards.blockHeadless,
    blockList: { list: contactGuards.blockList, watchVariable: 'from_email' },
    // The client keeps the time of the page's last message in localStorage, under this id.
    limitRate: { id: rateLimitId(), throttle: contactGuards.rateLimitSeconds * 1000 },
  };
}

/** The whole seconds (at least 1) before this page may send again, when the rate limit refused a send. */
export function secondsToWait({ contactGuards }: Pick<AppConfig, 'contactGuards'>, now = Date.now()): number {
  const last = Number(localStore.get(rateLimitId()) ?? 0);
  return Math.max(1, Math.ceil((last + contactGuards.rateLimitSeconds * 1000 - now) / 1000));
}

/** What the e-mail template receives; `language` names the edition the message was sent from. */
export function templateParams(fields: ContactFields, ownerEmail: string, language: Language) {
  return {
    from_name: fields.nome,
    from_email: fields.email,
    to_email: ownerEmail,
    subject: fields.assunto,
    message: fields.mensagem,
    language,
  };
}

export function loadDraft(): ContactFields {
  try {
    const saved: unknown = JSON.parse(sessionStore.get(DRAFT_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return EMPTY_CONTACT;
    const draft = { ...EMPTY_CONTACT };
    for (const field of CONTACT_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return EMPTY_CONTACT;
  }
}

/** The values of a form's contact fields, by name: empty for a field it does not have. */
export function fieldsOf(form: HTMLFormElement | null): ContactFields {
  const fields = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    const control = form?.elements.namedItem(field);
    if (control && 'value' in control && typeof control.value === 'string') fields[field] = control.value;
  }
  return fields;
}

/** The draft, with what the visitor has typed in its place wherever they typed something. */
export function keepTyped(draft: ContactFields, typed: ContactFields): ContactFields {
  const kept = { ...draft };
  for (const field of CONTACT_FIELDS) if (typed[field] !== '') kept[field] = typed[field];
  return kept;
}

export function saveDraft(fields: ContactFields): void {
  if (CONTACT_FIELDS.every((field) => fields[field] === '')) sessionStore.remove(DRAFT_KEY);
  else sessionStore.set(DRAFT_KEY, JSON.stringify(fields));
}

export function clearDraft(): void {
  sessionStore.remove(DRAFT_KEY);
}
