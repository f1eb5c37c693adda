import type { AnchorHTMLAttributes } from 'react';
import { isPlainLeftClick, navigate } from '../lib/router';
import { sitePath } from '../lib/sitePath';

/** An in-app link to a path of the site: a plain left click navigates without reloading; every other click is the browser's. */
export function Link({ to, onClick, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return (
    <a
      href={sitePath(to)}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, props.target)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
