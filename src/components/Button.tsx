import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { classNames } from '../lib/classNames';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The classes that make an element look like a button of this variant. */
export function buttonClass(variant: ButtonVariant, className?: string) {
  return classNames('button', `button--${variant}`, className);
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** Attributes of a link that opens a new tab without giving it the opener or the referrer. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link that looks like a button; `external` opens a new tab without opener or referrer. */
export function ButtonLink({
  variant = 'primary',
  className,
  external = false,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; external?: boolean }) {
  return (
    <a className={buttonClass(variant, className)} {...(external ? NEW_TAB : {})} {...props}>
      {children}
    </a>
  );
}
