import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { onPlainLeftClick } from '../lib/clicks';
import { navigate } from '../lib/router';
import { pagePath } from '../lib/sitePath';

/**
 * An in-app link: a plain left click navigates without reloading; every other click is the browser's.
 * `onClick` hears every click first (to track it).
 */
export function Link({ to, children, onClick, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const follow = onPlainLeftClick(() => navigate(to));
  return (
    <a
      href={pagePath(to)}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        follow(event);
      }}
    >
      {children}
    </a>
  );
}
