import { technologyLogoId } from '../lib/technologyLogos';

/** A technology's logo, a symbol of the page's icon sprite drawn from the content; the name beside it says what it is. */
export function TechnologyLogo({ name, size = 22 }: { name: string; size?: number }) {
  return (
    <svg className="technology-logo" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${technologyLogoId(name)}`} />
    </svg>
  );
}
