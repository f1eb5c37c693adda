import type { HTMLAttributes } from 'react';
import { classNames } from '../lib/classNames';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <article className={classNames('card', className)} {...props} />;
}
