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
  switch (field) {
    case 'nome':
      return value.trim() ? undefined : 'Nome é obrigatório';
    case 'email':
      if (value === '') return 'Email é obrigatório';
      return EMAIL_PATTERN.test(value) ? undefined : 'Email inválido';
    case 'assunto':
      return value !== '' ? undefined : 'Assunto é obrigatório';
    case 'mensagem':
      if (value === '') return 'Mensagem é obrigatória';
      return value.trim().length >= MIN_MESSAGE_LENGTH ? undefined : `Mensagem deve ter pelo menos ${MIN_MESSAGE_LENGTH} caracteres`;
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

const FIELD_LABELS: Record<ContactField, string> = { nome: 'Nome', email: 'Email', assunto: 'Assunto', mensagem: 'Mensagem' };

/** What keeps the form from being sent, said beside the disabled button; null once it can be sent. */
export function submitHint(fields: ContactFields, errors: ContactErrors): string | null {
  const pending = CONTACT_FIELDS.filter((field) => fields[field] === '' || errors[field]).map((field) => FIELD_LABELS[field]);
  if (pending.length === 0) return null;
  const list = pending.length === 1 ? pending[0] : `${pending.slice(0, -1).join(', ')} e ${pending.at(-1)}`;
  return `Para enviar, complete: ${list}.`;
}
