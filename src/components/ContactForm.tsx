import { useRef, type FormEvent } from 'react';
import { owner } from 'site:content/owner';
import { draftOf, mailtoUrl, whatsappUrl } from '../lib/contactLinks';
import { useContactForm } from '../hooks/useContactForm';
import { classNames } from '../lib/classNames';
import { submitHint, type ContactField, type ContactFields } from '../lib/validation';
import { Button, buttonClass, NEW_TAB } from './Button';
import { Card } from './Card';
import { FormField } from './FormField';
import { ui } from '../catalogues';
import { sectionsUi } from '../catalogues/sections';

const fieldId = (field: ContactField) => `contato-${field}`;
const HINT_ID = 'contato-dica';

/** When sending fails: the message as typed, for the visitor's e-mail app, and WhatsApp when the owner has it. */
function OtherWays({ fields }: { fields: ContactFields }) {
  const draft = draftOf(fields);
  const whatsapp = whatsappUrl(owner, `${draft.subject}\n\n${draft.body}`);
  return (
    <p className="contact-form__other-ways">
      <a className={buttonClass('secondary')} href={mailtoUrl(owner.email, draft)}>
        {sectionsUi.form.viaEmail}
      </a>
      {whatsapp && (
        <a className={buttonClass('secondary')} href={whatsapp} {...NEW_TAB}>
          {sectionsUi.form.viaWhatsapp}
          <span className="sr-only">{ui.newTab}</span>
        </a>
      )}
    </p>
  );
}

export function ContactForm() {
  const formElement = useRef<HTMLFormElement>(null);
  const form = useContactForm(formElement);
  const honeypot = useRef<HTMLInputElement>(null);
  const hint = form.loading ? null : submitHint(form.fields, form.errors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = await form.submit(honeypot.current?.value ?? '');
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };

  const bind = (field: ContactField) => ({
    id: fieldId(field),
    label: sectionsUi.form.labels[field],
    name: field,
    value: form.fields[field],
    error: form.errors[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });

  return (
    <Card className="contact-form" data-keep-clear="">
      <h3 className="contact-form__title">{sectionsUi.form.title}</h3>
      <noscript>
        <p className="contact-form__noscript">
          {sectionsUi.form.noScript}
          <a href={mailtoUrl(owner.email)}>{owner.email}</a>.
        </p>
      </noscript>
      <form ref={formElement} noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby="contato-status">
        <FormField autoComplete="name" {...bind('nome')} />
        <FormField type="email" autoComplete="email" inputMode="email" {...bind('email')} />
        <FormField {...bind('assunto')} />
        <FormField multiline rows={6} {...bind('mensagem')} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contato-website">{sectionsUi.form.honeypot}</label>
          <input ref={honeypot} id="contato-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <Button
          type="submit"
          className={classNames('contact-form__submit', form.loading && 'is-loading')}
          disabled={!form.canSubmit}
          aria-describedby={hint ? HINT_ID : undefined}
        >
          {form.loading ? sectionsUi.form.sending : sectionsUi.form.send}
        </Button>
        {hint && (
          <p id={HINT_ID} className="contact-form__hint">
            {hint}
          </p>
        )}
        <div id="contato-status">
          <p role="status" className={form.status === 'success' ? 'alert alert--success' : 'alert-slot'}>
            {form.status === 'success' ? sectionsUi.form.success : ''}
          </p>
          <p
            role="alert"
            className={form.status === 'error' ? 'alert alert--error' : form.status === 'wait' ? 'alert alert--warning' : 'alert-slot'}
          >
            {form.status === 'error' ? sectionsUi.form.error : form.status === 'wait' ? sectionsUi.form.wait(form.waitSeconds) : ''}
          </p>
          {form.status === 'error' && <OtherWays fields={form.fields} />}
        </div>
      </form>
    </Card>
  );
}
