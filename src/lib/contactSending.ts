/**
 * The contact form's sending path: the e-mail client with the owner's guards, and what a refusal
 * means. A module of its own (tools/projectPaths.ts, LAZY_MODULES), loaded only when a visitor sends a
 * message: the page's script at start carries none of it. Its configuration comes from the caller, so
 * it shares no module with the page's script (src/lib/config.ts would bring the configuration's text).
 */
import type { AppConfig } from './appConfig';
import { send } from './email';
import type { EmailOptions } from './emailOptions';
import type { Language } from './editions';
import { localStore } from './storage';
import type { ContactFields } from './validation';

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

/** A send the provider or a guard refused: the status as a code (`429`, `403`…; `invalid` without one), and for `429` how long to wait. */
export interface Refusal {
  code: string;
  waitSeconds: number;
}

/** Sends the form's message; resolves null once sent, or the refusal. Never rejects. */
export async function sendMessage(
  fields: ContactFields,
  ownerEmail: string,
  config: Pick<AppConfig, 'emailjs' | 'contactGuards' | 'language'>,
): Promise<Refusal | null> {
  const { serviceId, templateId } = config.emailjs;
  try {
    await send(serviceId, templateId, templateParams(fields, ownerEmail, config.language), sendOptions(config));
    return null;
  } catch (error) {
    const code = error && typeof error === 'object' && 'status' in error ? String(error.status) : 'invalid';
    return { code, waitSeconds: code === '429' ? secondsToWait(config) : 0 };
  }
}
