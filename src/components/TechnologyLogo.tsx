import { sitePath } from '../lib/sitePath';
import { TECHNOLOGY_SPRITE, technologyLogoId } from '../lib/technologyLogos';

const SPRITE = sitePath(TECHNOLOGY_SPRITE);

/** A technology's logo from the sprite the build draws from the content; the name beside it says what it is. */
export function TechnologyLogo({ name, size = 22 }: { name: string; size?: number }) {
  return (
    <svg className="technology-logo" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#${technologyLogoId(name)}`} />
    </svg>
  );
}
