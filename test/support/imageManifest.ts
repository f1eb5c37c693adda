// The image manifest of the component tests' page (test/setup/dom.ts sets it): a processed photo and
// an SVG, under paths no content uses.
import type { ImageManifest } from '../../src/lib/imageManifest';

export const PLACEHOLDER = 'data:image/webp;base64,UklGRg==';
export const SIZES = '(min-width: 400px) 280px, 70vw';
export const imageManifest: ImageManifest = {
  '/images/projects/photo.jpg': {
    src: '/assets/images/photo-1280-aaaa1111.jpg',
    width: 1280,
    height: 720,
    sources: [
      { type: 'image/avif', srcset: '/assets/images/photo-360-bbbb.avif 360w, /assets/images/photo-1280-cccc.avif 1280w' },
      { type: 'image/webp', srcset: '/assets/images/photo-360-dddd.webp 360w, /assets/images/photo-1280-eeee.webp 1280w' },
    ],
    srcset: '/assets/images/photo-360-ffff.jpg 360w, /assets/images/photo-1280-aaaa1111.jpg 1280w',
    sizes: SIZES,
    placeholder: PLACEHOLDER,
  },
  '/images/logo.svg': {
    src: '/assets/images/logo-12345678.svg',
    width: 100,
    height: 50,
    sources: [],
    srcset: '',
    sizes: '',
    placeholder: '',
  },
};
