/**
 * Responsive images on the page side: the manifest the build's image pipeline (tools/images)
 * writes (its shape: ./imageManifest), which the page carries (see readManifest). The layouts are in ./imageLayouts.
 */
import { imageManifestText } from './buildFlags';
import { IMAGE_MANIFEST_ID, type ImageManifest, type ResponsiveImage } from './imageManifest';
import { sitePath } from './sitePath';

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
