import { createElement, type ComponentPropsWithoutRef } from 'react';
import { classNames } from '../lib/classNames';

type CardElement = 'article' | 'div' | 'li' | 'a';

/** A surface with a border, rounded corners and a shadow, as the element that fits its content. */
export function Card<T extends CardElement = 'div'>({ as, className, ...props }: { as?: T } & ComponentPropsWithoutRef<T>) {
  return createElement(as ?? 'div', { ...props, className: classNames('card', className) });
}
