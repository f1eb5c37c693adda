import sharp from 'sharp';
import { hashedName } from './settings';
import type { EncodedImage } from './raster';

/**
 * Conservative minification: drops the prolog, doctype, comments, editor metadata and the
 * whitespace between tags, but never touches text content, attributes or numbers.
 */
export function minifySvg(svg: string): string {
  return (
    svg
      .replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->|<metadata[\s\S]*?<\/metadata>/gi, '')
      .split(/(<text[\s>][\s\S]*?<\/text>)/)
      // Odd parts are text elements, kept as they are; whitespace around them lies between tags.
      .map((part, index) => (index % 2 === 1 ? part : part.replace(/>\s+</g, '><').trim()))
      .join('')
  );
}

/** An SVG passes through, minified and hashed, with the intrinsic size of its viewBox or attributes. */
export async function encodeSvg(source: Buffer, stem: string): Promise<EncodedImage> {
  const { width, height } = await sharp(source, { failOn: 'error' }).metadata();
  const data = Buffer.from(minifySvg(source.toString('utf8')));
  const file = hashedName(stem, data, 'svg');
  return {
    image: { sourceBytes: source.length, width, height, placeholder: '', variants: [{ format: 'svg', width, file, bytes: data.length }] },
    files: new Map([[file, data]]),
  };
}
