import type { Root } from 'mdast';
import type { Owner } from '../../src/collections/owner';
import type { Project } from '../../src/collections/projects';
import { imagesOf } from '../markdown/images';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../src/lib/imageLayouts';
import type { ImageRequest } from './types';

const inLayout = (src: string, layout: ImageLayoutName): ImageRequest => {
  const { widths, aspectRatio, sizes } = IMAGE_LAYOUTS[layout];
  return { src, widths, aspectRatio, sizes };
};

/** The pages the owner writes in Markdown: a case study shows its project's picture larger and its text's images, a note its text's. */
export interface MarkdownImages {
  caseStudies: readonly { id: string; tree: Root }[];
  notes: readonly { tree: Root }[];
}

/**
 * Every image the content shows, with the layout it is shown in: the cards' and the portrait, and the
 * pictures of the pages from Markdown. The content is the build's (content/source.ts), which may be
 * another owner's than src/content/'s.
 */
export function contentImages(
  {
    owner,
    projects,
  }: {
    owner: Pick<Owner, 'photo'>;
    projects: readonly Pick<Project, 'id' | 'image'>[];
  },
  { caseStudies, notes }: MarkdownImages = { caseStudies: [], notes: [] },
): ImageRequest[] {
  const covers = caseStudies.map(({ id }) => projects.find((project) => project.id === id)?.image ?? '').filter(Boolean);
  return [
    ...projects.filter((project) => project.image).map((project) => inLayout(project.image, 'card')),
    ...(owner.photo ? [inLayout(owner.photo, 'portrait')] : []),
    ...covers.map((image) => inLayout(image, 'cover')),
    ...[...caseStudies, ...notes].flatMap(({ tree }) => imagesOf(tree)).map((src) => inLayout(src, 'prose')),
  ];
}
