/**
 * Responsive images on the page side: the manifest the build's image pipeline (tools/images)
 * writes, which the page carries (see readManifest). The layouts are in ./imageLayouts.
 */
import { imageManifestText } from './buildFlags';
import { sitePath } from './sitePath';

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

// Where pages are rendered at build time, the build gives the manifest (src/lib/buildFlags.ts). The
// browser reads it from the page itself: in the HTML its URLs and previews compress against the markup
// that repeats them, and the script, which every visit loads first, stays small. Unit tests under tsx
// have neither (or set the flag), and show the plain files.
function readManifest(): ImageManifest {
  return JSON.parse(imageManifestText ?? (globalThis.document?.getElementById(IMAGE_MANIFEST_ID)?.textContent || '{}')) as ImageManifest;
}

const manifest = readManifest();

/** The processed image for a content path, or the plain file when it was not processed (a bad image during `npm start`). */
export function responsiveImage(src: string): ResponsiveImage {
  return manifest[src] ?? { src: sitePath(src), sources: [], srcset: '', sizes: '', placeholder: '' };
}
