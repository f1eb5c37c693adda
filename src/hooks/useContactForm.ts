import { useEffect, useRef, useState, type RefObject } from 'react';
import { owner } from 'site:content/owner';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { clearDraft, EMPTY_CONTACT, fieldsOf, isEmailConfigured, keepTyped, loadDraft, saveDraft } from '../lib/contact';
import type { Refusal } from '../lib/contactSending';
import {
  canSubmit,
  CONTACT_FIELDS,
  validateContact,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactFields,
} from '../lib/validation';

/** `wait`: the rate limit refused the send; `waitSeconds` says for how long. */
export type SubmitStatus = 'idle' | 'success' | 'error' | 'wait';

/**
 * The contact form's state: fields, errors, sending, and the outcome of the last submit. `form` is
 * the form element, whose fields may hold what the visitor typed before the page was interactive.
 */
export function useContactForm(form: RefObject<HTMLFormElement | null>) {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [waitSeconds, setWaitSeconds] = useState(0);
  const [loading, setLoading] = useState(false);
  // State updates are asynchronous: a ref stops a double click from sending twice.
  const sending = useRef(false);

  // After hydration, so the prerendered empty form and the first client render agree. What the visitor
  // typed, pasted or autofilled before then is in the fields, not in the state: it is kept, over the
  // saved draft, as if typed now.
  useEffect(() => {
    const typed = fieldsOf(form.current);
    const adopted = keepTyped(loadDraft(), typed);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fields can be read only once the server's form has hydrated
    setFields(adopted);
    saveDraft(adopted);
  }, [form]);

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
    // Only a visitor who sends a message downloads the sending path and the e-mail client; a file
    // that cannot be loaded (the connection lost) is a failed send like any other.
    const refusal = await import('../lib/contactSending').then(
      ({ sendMessage }) => sendMessage(fields, owner.email, config),
      (): Refusal => ({ code: 'invalid', waitSeconds: 0 }),
    );
    sending.current = false;
    setLoading(false);
    if (!refusal) {
      succeed();
      track('click', { category: 'form', label: 'success' });
      return null;
    }
    // Refused by the rate limit: what was typed stays, and the visitor is told how long to wait.
    if (refusal.code === '429') setWaitSeconds(refusal.waitSeconds);
    setStatus(refusal.code === '429' ? 'wait' : 'error');
    track('click', { category: 'form', label: `error_${refusal.code}` });
    return null;
  };

  return { fields, errors, status, waitSeconds, loading, canSubmit: !loading && canSubmit(fields, errors), change, blur, submit };
}
