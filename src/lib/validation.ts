import { sectionsUi } from '../catalogues/sections';
export interface ContactFields {
  nome: string;
  email: string;
  assunto: string;
  mensagem: string;
}

export type ContactField = keyof ContactFields;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['nome', 'email', 'assunto', 'mensagem'];
export const MIN_MESSAGE_LENGTH = 10;

// Something@something.something, with no white space anywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The error message for one field, or undefined when the value is valid. Trimming applies where the
 * specification says so (the name, and the message's length); elsewhere "required" means not empty.
 */
export function validateField(field: ContactField, value: string): string | undefined {
  const { required } = sectionsUi.form;
  switch (field) {
    case 'nome':
      return value.trim() ? undefined : required.nome;
    case 'email':
      if (value === '') return required.email;
      return EMAIL_PATTERN.test(value) ? undefined : sectionsUi.form.invalidEmail;
    case 'assunto':
      return value !== '' ? undefined : required.assunto;
    case 'mensagem':
      if (value === '') return required.mensagem;
      return value.trim().length >= MIN_MESSAGE_LENGTH ? undefined : sectionsUi.form.shortMessage(MIN_MESSAGE_LENGTH);
  }
}

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, fields[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The submit button's rule: every field filled and no error shown. */
export function canSubmit(fields: ContactFields, errors: ContactErrors): boolean {
  return CONTACT_FIELDS.every((field) => fields[field] !== '' && !errors[field]);
}

/** What keeps the form from being sent, said beside the disabled button; null once it can be sent. */
export function submitHint(fields: ContactFields, errors: ContactErrors): string | null {
  const pending = CONTACT_FIELDS.filter((field) => fields[field] === '' || errors[field]).map((field) => sectionsUi.form.labels[field]);
  return pending.length === 0 ? null : sectionsUi.form.pending(pending);
}
