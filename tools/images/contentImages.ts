import type { Owner, Project } from '../../src/content/types';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../src/lib/imageLayouts';
import type { ImageRequest } from './types';

const inLayout = (src: string, layout: ImageLayoutName): ImageRequest => {
  const { widths, aspectRatio, sizes } = IMAGE_LAYOUTS[layout];
  return { src, widths, aspectRatio, sizes };
};

/**
 * Every image the content shows through the Image component, with the layout it is shown in. The
 * content is the build's (content/source.ts), which may be another owner's than src/content/'s.
 */
export function contentImages({
  owner,
  projects,
}: {
  owner: Pick<Owner, 'photo'>;
  projects: readonly Pick<Project, 'image'>[];
}): ImageRequest[] {
  return [
    ...projects.filter((project) => project.image).map((project) => inLayout(project.image, 'card')),
    ...(owner.photo ? [inLayout(owner.photo, 'portrait')] : []),
  ];
}
