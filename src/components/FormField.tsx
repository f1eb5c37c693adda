import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
}

type InputProps = FieldProps & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
type TextareaProps = FieldProps & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled field whose error is tied to it for assistive technology. */
export function FormField(props: InputProps | TextareaProps) {
  const errorId = `${props.id}-erro`;
  const described = { 'aria-invalid': props.error ? true : undefined, 'aria-describedby': props.error ? errorId : undefined };
  let control;
  if (props.multiline) {
    const { id, label: _label, error: _error, multiline: _multiline, ...rest } = props;
    control = <textarea id={id} className="field__control" {...described} {...rest} />;
  } else {
    const { id, label: _label, error: _error, multiline: _multiline, ...rest } = props;
    control = <input id={id} className="field__control" {...described} {...rest} />;
  }
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {control}
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
