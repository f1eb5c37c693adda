/**
 * Responsive images on the page side: the layouts images are shown in, and the manifest the build's
 * image pipeline (src/build/images) writes, injected here through esbuild `define` like the config.
 */

/** How an image is laid out on the page; the pipeline encodes the widths, the component writes `sizes`. */
export interface ImageLayout {
  /** Width over height of the box; the pipeline crops to it so the chosen file fills the box exactly. */
  aspectRatio: number;
  /** Widths in pixels to encode, covering the box at device pixel ratios 1 to 3. */
  widths: readonly number[];
  /** The `sizes` attribute: the box's width in CSS pixels at each breakpoint of its stylesheet. */
  sizes: string;
  /** The width and height attributes when the image is not in the manifest (unbundled, development). */
  fallback: { width: number; height: number };
}

export const IMAGE_LAYOUTS = {
  // A project card: one grid column (src/styles/projects.css) of a container 1120 px wide at most,
  // padded 16 px (24 px from 769 px), columns at least 300 px wide and 24 px apart, inside a 1 px border.
  card: {
    aspectRatio: 16 / 9,
    widths: [360, 540, 720, 1080, 1280],
    sizes: '(min-width: 1120px) 340px, (min-width: 996px) calc(33.3vw - 34px), (min-width: 769px) calc(50vw - 37px), (min-width: 656px) calc(50vw - 29px), calc(100vw - 34px)',
    fallback: { width: 640, height: 360 },
  },
  // The about photo: min(70vw, 280px) wide (src/styles/about.css).
  portrait: {
    aspectRatio: 1,
    widths: [280, 420, 560, 840],
    sizes: '(min-width: 400px) 280px, 70vw',
    fallback: { width: 320, height: 320 },
  },
} as const satisfies Record<string, ImageLayout>;

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;

export interface ImageSource {
  /** MIME type of every file in `srcset`. */
  type: 'image/avif' | 'image/webp';
  /** `url 640w, url 1280w`, narrowest first. */
  srcset: string;
}

/** What the page needs to show one image. */
export interface ResponsiveImage {
  /** The `<img src>`: the widest JPEG or PNG, or the optimised SVG. */
  src: string;
  /** Intrinsic size of the encoded files (their ratio is the layout's). */
  width: number;
  height: number;
  /** Modern formats, preferred first; empty for SVG. */
  sources: ImageSource[];
  /** The JPEG or PNG files as a srcset; empty for SVG. */
  srcset: string;
  /** A tiny blurred preview as a data: URI; empty for SVG and for images with transparency. */
  placeholder: string;
}

/** Every processed image, by the path the content refers to it with (e.g. `/images/profile.jpg`). */
export type ImageManifest = Record<string, ResponsiveImage>;

/** The manifest as JSON text, replaced by esbuild `define` in every bundle that shows images. */
declare const __IMAGE_MANIFEST__: string | undefined;

// Outside an esbuild bundle (unit tests under tsx), or before the build defines it, nothing is processed.
const manifest: ImageManifest = typeof __IMAGE_MANIFEST__ === 'undefined' ? {} : JSON.parse(__IMAGE_MANIFEST__);

/** The processed image for a content path, or the plain file with the layout's size when it was not processed. */
export function responsiveImage(src: string, layout: ImageLayoutName): ResponsiveImage {
  return manifest[src] ?? { src, ...IMAGE_LAYOUTS[layout].fallback, sources: [], srcset: '', placeholder: '' };
}
