/**
 * The preload of a page's priority picture (src/components/Image.tsx: `priority`, the largest image of
 * its first viewport), for the head, ahead of the inline stylesheet. Without it the browser's preload
 * scanner meets the picture only after the head (the stylesheet is ~40 KB before it): on a slow link
 * that is a later round of the document, and the picture's request starts when the document has ended
 * (Lighthouse, applied throttling, a case study: 675 ms after the navigation, against 575 ms from the
 * head). The link names what the picture's first source names (its format as `type`, so a browser
 * without it skips the link and fetches the picture as usual), so the browser picks the same file.
 */
// The tag itself: text that reads `fetchPriority="high"` (an owner's inline code) has its `<` escaped.
const PRIORITY_IMG = /<img\b[^>]*\bfetchPriority="high"[^>]*>/;

/** The `<link rel="preload">` of the first priority picture in the prerendered markup, or '' without one. */
export function priorityImagePreload(appHtml: string): string {
  const match = PRIORITY_IMG.exec(appHtml);
  if (!match) return '';
  const imgStart = match.index;
  // Its own picture's sources: those between the last <picture> before it and itself.
  const pictureStart = appHtml.lastIndexOf('<picture', imgStart);
  const inPicture = pictureStart >= 0 && !appHtml.slice(pictureStart, imgStart).includes('</picture>');
  const source = inPicture ? firstTag(appHtml.slice(pictureStart, imgStart), 'source') : undefined;
  // React writes attribute values escaped, so they go into the link as they are.
  const img = attributes(match[0]);
  const chosen = source ? attributes(source) : img;
  const parts = [
    'rel="preload"',
    'as="image"',
    source && chosen.type && `type="${chosen.type}"`,
    !source && img.src && `href="${img.src}"`,
    chosen.srcset && `imagesrcset="${chosen.srcset}"`,
    chosen.sizes && `imagesizes="${chosen.sizes}"`,
    'fetchpriority="high"',
  ];
  return `<link ${parts.filter(Boolean).join(' ')}>`;
}

function firstTag(html: string, name: string): string | undefined {
  return html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0];
}

/** A tag's attributes by lower-case name (React writes `srcSet`, HTML reads `srcset`). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]));
}
