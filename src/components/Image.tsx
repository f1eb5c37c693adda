export interface ImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Below the fold: let the browser fetch it when it comes near. */
  lazy?: boolean;
  className?: string;
}

/** An image with its size reserved (no layout shift); nothing at all when there is no source. */
export function Image({ src, alt, width, height, lazy = true, className }: ImageProps) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
