import type { ComponentPropsWithoutRef } from 'react';
// JSX's own runtime, as every compiled tag calls it: createElement would bring a second element factory
// of React's into the page for this one call.
import { jsx } from 'react/jsx-runtime';
import { classNames } from '../lib/classNames';

type CardElement = 'article' | 'div' | 'li' | 'a';

/** A surface with a border, rounded corners and a shadow, as the element that fits its content. */
export function Card<T extends CardElement = 'div'>({ as, className, ...props }: { as?: T } & ComponentPropsWithoutRef<T>) {
  return jsx(as ?? 'div', { ...props, className: classNames('card', className) });
}
