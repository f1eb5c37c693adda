// The layouts images are shown in. The build reads them (tools/images); the page's script does
// not: what it needs of them travels in the image manifest.
import { CUSTOM_MEDIA } from './media';

/** How an image is laid out on the page; the pipeline encodes the widths and puts `sizes` in the manifest. */
export interface ImageLayout {
  /** Width over height of the box; the pipeline crops to it so the chosen file fills the box exactly. Without one, the file keeps its own. */
  aspectRatio?: number;
  /** Widths in pixels to encode, covering the box at device pixel ratios 1 to 3. */
  widths: readonly number[];
  /** The `sizes` attribute: the box's width in CSS pixels at each breakpoint of its stylesheet. */
  sizes: string;
}

export const IMAGE_LAYOUTS: Record<'card' | 'portrait' | 'cover' | 'prose', ImageLayout> = {
  // A project card: one grid column (src/styles/projects.css) of a container 1120 px wide at most,
  // padded 16 px (24 px on desktop widths), columns at least 300 px wide and 24 px apart, inside a 1 px border.
  card: {
    aspectRatio: 16 / 9,
    widths: [360, 540, 720, 1080, 1280],
    sizes: `(min-width: 1120px) 340px, (min-width: 996px) calc(33.3vw - 34px), ${CUSTOM_MEDIA.desktop} calc(50vw - 37px), (min-width: 656px) calc(50vw - 29px), calc(100vw - 34px)`,
  },
  // The about photo: min(70vw, 280px) wide (src/styles/about.css).
  portrait: {
    aspectRatio: 1,
    widths: [280, 420, 560, 840],
    sizes: '(min-width: 400px) 280px, 70vw',
  },
  // A case study's picture: the article's column, 760 px at most (src/styles/article.css), padded 16 px
  // on phones. The card's widths (the same file): sharp at 2x on phones, a little soft at 2x on a
  // wide screen, and no file more to make or to list in every page's manifest.
  cover: {
    aspectRatio: 16 / 9,
    widths: [360, 540, 720, 1080, 1280],
    sizes: '(min-width: 792px) 760px, calc(100vw - 32px)',
  },
  // An image in an article's body: the same column, in the image's own shape (a diagram, a screenshot).
  prose: {
    widths: [360, 540, 760, 1080, 1520],
    sizes: '(min-width: 792px) 760px, calc(100vw - 32px)',
  },
};

export type ImageLayoutName = keyof typeof IMAGE_LAYOUTS;
