import { owner } from '../../content/owner';
import { projects } from '../../content/projects';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../lib/imageLayouts';
import type { ImageRequest } from './types';

const inLayout = (src: string, layout: ImageLayoutName): ImageRequest => {
  const { widths, aspectRatio, sizes } = IMAGE_LAYOUTS[layout];
  return { src, widths, aspectRatio, sizes };
};

/** Every image the content shows through the Image component, with the layout it is shown in. */
export function contentImages(): ImageRequest[] {
  return [
    ...projects.filter((project) => project.image).map((project) => inLayout(project.image, 'card')),
    ...(owner.photo ? [inLayout(owner.photo, 'portrait')] : []),
  ];
}
