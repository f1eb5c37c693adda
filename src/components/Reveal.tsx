import type { ReactNode } from 'react';
import { useReveal } from '../hooks/useReveal';
import { classNames } from '../lib/classNames';

export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={classNames('reveal', className)}>
      {children}
    </div>
  );
}
