import type { AnchorHTMLAttributes } from 'react';
import { onPlainLeftClick } from '../lib/clicks';
import { navigate } from '../lib/router';
import { pagePath } from '../lib/sitePath';

/** An in-app link: a plain left click navigates without reloading; every other click is the browser's. */
export function Link({ to, children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { to: string }) {
  return (
    <a href={pagePath(to)} {...props} onClick={onPlainLeftClick(() => navigate(to))}>
      {children}
    </a>
  );
}
