import type { ImageSource, ResponsiveImage } from '../../src/lib/imageManifest';
import type { OutputFormat, ProcessedImage, Variant } from './types';

const MODERN: { format: OutputFormat; type: ImageSource['type'] }[] = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
];

function srcset(variants: Variant[], publicBase: string): string {
  return variants
    .toSorted((a, b) => a.width - b.width)
    .map((variant) => `${publicBase}${variant.file} ${variant.width}w`)
    .join(', ');
}

/** The page's view of a processed image: URLs under publicBase, modern formats first, the layout's `sizes`. */
export function manifestEntry(image: ProcessedImage, publicBase: string, sizes = ''): ResponsiveImage {
  const { width, height, placeholder } = image;
  const svg = image.variants.find((variant) => variant.format === 'svg');
  if (svg) return { src: `${publicBase}${svg.file}`, width, height, sources: [], srcset: '', sizes: '', placeholder: '' };
  const ofFormat = (format: OutputFormat) => image.variants.filter((variant) => variant.format === format);
  const fallback = ofFormat('jpeg').length > 0 ? ofFormat('jpeg') : ofFormat('png');
  const widest = fallback.reduce((best, variant) => (variant.width > best.width ? variant : best));
  return {
    src: `${publicBase}${widest.file}`,
    width,
    height,
    sources: MODERN.map(({ format, type }) => ({ type, srcset: srcset(ofFormat(format), publicBase) })),
    srcset: srcset(fallback, publicBase),
    sizes,
    placeholder,
  };
}
