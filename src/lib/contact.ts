import { isPlaceholder, type AppConfig } from './appConfig';
import { sessionStore } from './storage';
import { CONTACT_FIELDS, type ContactFields } from './validation';

export const EMPTY_CONTACT: ContactFields = { nome: '', email: '', assunto: '', mensagem: '' };
const DRAFT_KEY = 'contact-draft';

export function isEmailConfigured({ emailjs }: Pick<AppConfig, 'emailjs'>): boolean {
  return [emailjs.serviceId, emailjs.templateId, emailjs.publicKey].every((value) => !isPlaceholder(value));
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
