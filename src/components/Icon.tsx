// The icons' symbols (icons.svg, beside this file) are inlined once in every page by the build:
// each use costs a few bytes of markup, no JavaScript and no separate SVG document. They follow the
// text colour.

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
  | 'printer'
  | 'download';

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
