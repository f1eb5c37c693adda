import { classNames } from '../lib/classNames';
import type { ImageLayoutName } from '../lib/imageLayouts';
import { responsiveImage } from '../lib/images';

export interface ImageProps {
  /** Path under static/ as the content gives it; empty renders nothing. */
  src: string;
  alt: string;
  /** The box the image fills; its ratio is kept by CSS whatever the file's size. */
  layout: ImageLayoutName;
  /** The largest image of the first viewport (LCP candidate): fetched at once, ahead of the rest. */
  priority?: boolean;
  /** Shown in the first viewport without being the LCP candidate: fetched at once. */
  eager?: boolean;
  /** The box's widths (`sizes`) when they are not those of the layout the manifest was made for (a card's picture shown larger). */
  sizes?: string;
  className?: string;
}

/**
 * An image in AVIF or WebP at the width the screen needs, in a box of fixed ratio (no layout shift).
 * Until the file arrives, a blurred preview fills the box; the image, drawn above it, covers it once
 * loaded, so no script is involved. The preview is an <img> with a data: URI, which the Content
 * Security Policy allows (img-src data:), where an inline style would not be. The preview of a lazy
 * image is lazy too: loading the previews of images nobody sees yet was main-thread work before the
 * first paint, and the browser starts both loads together when the image comes near.
 */
export function Image({ src, alt, layout, priority = false, eager = false, sizes, className }: ImageProps) {
  if (!src) return null;
  const image = { ...responsiveImage(src), ...(sizes && { sizes }) };
  const loading = priority || eager ? undefined : 'lazy';
  return (
    <span className={classNames('image', `image--${layout}`, className)}>
      {image.placeholder && (
        <img className="image__placeholder" src={image.placeholder} alt="" width={image.width} height={image.height} loading={loading} />
      )}
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
        ))}
        <img
          src={image.src}
          srcSet={image.srcset || undefined}
          sizes={image.sizes || undefined}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </picture>
    </span>
  );
}
