import { useEffect, useRef, useState } from 'react';
import { owner } from '../content/owner';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { clearDraft, EMPTY_CONTACT, isEmailConfigured, loadDraft, saveDraft, templateParams } from '../lib/contact';
import {
  canSubmit,
  CONTACT_FIELDS,
  validateContact,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactFields,
} from '../lib/validation';

export type SubmitStatus = 'idle' | 'success' | 'error';

/** The contact form's state: fields, errors, sending, and the outcome of the last submit. */
export function useContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [loading, setLoading] = useState(false);
  // State updates are asynchronous: a ref stops a double click from sending twice.
  const sending = useRef(false);

  // After hydration, so the prerendered empty form and the first client render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft can be read only once the server's empty form has hydrated
  useEffect(() => setFields(loadDraft()), []);

  const change = (field: ContactField, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    saveDraft(next);
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const blur = (field: ContactField) => {
    const error = validateField(field, fields[field]);
    setErrors((current) => {
      const { [field]: _previous, ...rest } = current;
      return error ? { ...rest, [field]: error } : rest;
    });
  };

  const succeed = () => {
    setStatus('success');
    setFields(EMPTY_CONTACT);
    setErrors({});
    clearDraft();
  };

  /**
   * Validates everything and sends. Returns the first invalid field (for focus), or null.
   * A filled honeypot means a bot: it is shown success and nothing is sent.
   */
  const submit = async (honeypot: string): Promise<ContactField | null> => {
    if (sending.current) return null;
    const found = validateContact(fields);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]) ?? null;
    if (firstInvalid) return firstInvalid;
    if (honeypot) {
      succeed();
      return null;
    }
    track('click', { category: 'form', label: 'submit' });
    if (!isEmailConfigured(config)) {
      setStatus('error');
      track('click', { category: 'form', label: 'error_not_configured' });
      return null;
    }
    sending.current = true;
    setLoading(true);
    setStatus('idle');
    try {
      const { serviceId, templateId, publicKey, apiOrigin } = config.emailjs;
      // Only a visitor who sends a message downloads the e-mail client.
      const { send } = await import('../lib/email');
      await send(serviceId, templateId, templateParams(fields, owner.email, config.language), { publicKey, origin: apiOrigin });
      succeed();
      track('click', { category: 'form', label: 'success' });
    } catch (error) {
      setStatus('error');
      const code = error && typeof error === 'object' && 'status' in error ? String(error.status) : 'invalid';
      track('click', { category: 'form', label: `error_${code}` });
    } finally {
      sending.current = false;
      setLoading(false);
    }
    return null;
  };

  return { fields, errors, status, loading, canSubmit: !loading && canSubmit(fields, errors), change, blur, submit };
}
