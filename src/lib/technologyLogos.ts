// The technology logos of the about section are symbols the build draws from the content into the
// page (tools/rendering/technologyLogos.ts): the page and the build name each symbol with this one function.

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
