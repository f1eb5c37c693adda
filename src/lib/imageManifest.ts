/**
 * The image manifest the build's image pipeline (tools/images/) writes and the page reads (./images.ts):
 * its shape, below both, so the build flags can carry it without importing the reader back.
 */
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
  /** Intrinsic size of the encoded files (their ratio is the layout's); unknown for a plain file, whose box the stylesheet sizes. */
  width?: number;
  height?: number;
  /** Modern formats, preferred first; empty for SVG. */
  sources: ImageSource[];
  /** The JPEG or PNG files as a srcset; empty for SVG. */
  srcset: string;
  /** The layout's `sizes`, for `srcset` and the sources; empty without them. */
  sizes: string;
  /** A tiny blurred preview as a data: URI; empty for SVG and for images with transparency. */
  placeholder: string;
}

/** Every processed image, by the path the content refers to it with (e.g. `/images/profile.jpg`). */
export type ImageManifest = Record<string, ResponsiveImage>;

/** The id of the page's `<script type="application/json">` that carries the manifest to the browser. */
export const IMAGE_MANIFEST_ID = 'image-manifest';
