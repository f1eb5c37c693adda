import { sitePath } from '../lib/sitePath';

// The icons live in one cacheable sprite (static/icons.svg), not in the script: each use costs a
// few bytes of markup and no JavaScript. They follow the text colour.
export const ICON_SPRITE = sitePath('/icons.svg');

export type IconName =
  | 'mail'
  | 'whatsapp'
  | 'location'
  | 'github'
  | 'linkedin'
  | 'external'
  | 'sun'
  | 'moon'
  | 'menu'
  | 'close'
  | 'arrowUp'
  | 'chevron'
  | 'printer';

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
