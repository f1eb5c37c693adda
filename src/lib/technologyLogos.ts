// The technology logos of the about section live in a sprite the build draws from the content
// (src/build/technologyLogos.ts): the page and the build name each symbol with this one function.

export const TECHNOLOGY_SPRITE = '/icons/technologies.svg';

/** A technology's symbol: its name written as simple-icons writes slugs ('Node.js' → 'tech-nodedotjs'). */
export function technologyLogoId(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('+', 'plus')
    .replaceAll('.', 'dot')
    .replaceAll('&', 'and')
    .replaceAll('#', 'sharp')
    .replace(/[^a-z0-9]/g, '');
  return `tech-${slug}`;
}
