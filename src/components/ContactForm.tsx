import { useRef, type FormEvent } from 'react';
import { owner } from '../content/owner';
import { mailtoUrl } from '../lib/contactLinks';
import { useContactForm } from '../hooks/useContactForm';
import { classNames } from '../lib/classNames';
import { submitHint, type ContactField } from '../lib/validation';
import { Button } from './Button';
import { Card } from './Card';
import { FormField } from './FormField';

export const SUCCESS_MESSAGE = 'Mensagem enviada com sucesso! Entrarei em contato em breve.';
export const ERROR_MESSAGE =
  'Ocorreu um erro ao enviar a mensagem. Tente novamente ou entre em contato diretamente pelo email.';

const fieldId = (field: ContactField) => `contato-${field}`;
const HINT_ID = 'contato-dica';

export function ContactForm() {
  const form = useContactForm();
  const honeypot = useRef<HTMLInputElement>(null);
  const hint = form.loading ? null : submitHint(form.fields, form.errors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = await form.submit(honeypot.current?.value ?? '');
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };

  const bind = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: form.fields[field],
    error: form.errors[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.blur(field),
  });

  return (
    <Card className="contact-form" data-keep-clear="">
      <h3 className="contact-form__title">Envie uma Mensagem</h3>
      <noscript>
        <p className="contact-form__noscript">
          O formulário precisa de JavaScript. Escreva diretamente para <a href={mailtoUrl(owner.email)}>{owner.email}</a>.
        </p>
      </noscript>
      <form noValidate onSubmit={onSubmit} aria-describedby="contato-status">
        <FormField label="Nome" autoComplete="name" {...bind('nome')} />
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...bind('email')} />
        <FormField label="Assunto" {...bind('assunto')} />
        <FormField label="Mensagem" multiline rows={6} {...bind('mensagem')} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contato-website">Não preencha este campo</label>
          <input ref={honeypot} id="contato-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <Button
          type="submit"
          className={classNames('contact-form__submit', form.loading && 'is-loading')}
          disabled={!form.canSubmit}
          aria-describedby={hint ? HINT_ID : undefined}
        >
          {form.loading ? 'Enviando…' : 'Enviar Mensagem'}
        </Button>
        {hint && (
          <p id={HINT_ID} className="contact-form__hint">
            {hint}
          </p>
        )}
        <div id="contato-status">
          <p role="status" className={form.status === 'success' ? 'alert alert--success' : 'alert-slot'}>
            {form.status === 'success' ? SUCCESS_MESSAGE : ''}
          </p>
          <p role="alert" className={form.status === 'error' ? 'alert alert--error' : 'alert-slot'}>
            {form.status === 'error' ? ERROR_MESSAGE : ''}
          </p>
        </div>
      </form>
    </Card>
  );
}
