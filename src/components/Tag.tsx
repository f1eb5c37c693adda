import type { ReactNode } from 'react';

export function TagList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {children}
    </ul>
  );
}

export function Tag({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <li className={muted ? 'tag tag--muted' : 'tag'}>{children}</li>;
}
