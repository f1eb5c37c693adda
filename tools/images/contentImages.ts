import type { Root } from 'mdast';
import type { Owner } from '../../src/collections/owner';
import type { Project } from '../../src/collections/projects';
import { visit } from 'unist-util-visit';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../src/lib/imageLayouts';
import { formatPath } from '../content/problems';
import type { ContentPlaces } from '../content/source';
import type { ImageRequest } from './types';

const inLayout = (src: string, layout: ImageLayoutName, place: string, at?: ImageRequest['at']): ImageRequest => {
  const { widths, aspectRatio, sizes } = IMAGE_LAYOUTS[layout];
  return { src, widths, aspectRatio, sizes, place, ...(at ? { at } : {}) };
};

/** The pages the owner writes in Markdown: a case study shows its project's picture larger and its text's images, a note its text's. */
export interface MarkdownImages {
  caseStudies: readonly { id: string; tree: Root; file?: string }[];
  notes: readonly { tree: Root; file?: string }[];
}

/** A page's images, each where the page shows it (its file and line). */
function pageImages({ tree, file }: { tree: Root; file?: string }): ImageRequest[] {
  const requests: ImageRequest[] = [];
  visit(tree, 'image', (image) => {
    const line = image.position?.start.line;
    requests.push(inLayout(image.url, 'prose', `${file ?? 'Markdown'}${line ? `:${line}` : ''}`, file ? { file, line } : undefined));
  });
  return requests;
}

/**
 * Every image the content shows, with the layout it is shown in: the cards' and the portrait, and the
 * pictures of the pages from Markdown. The content is the build's (content/source.ts), which may be
 * another owner's than src/content/'s. With `places` (the data files read, source.ts), each picture of
 * the data knows its file and line too.
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
  places?: Pick<ContentPlaces, 'files' | 'lineOf'>,
): ImageRequest[] {
  // A field of a data file: `projects.yaml: projects[2].image`; with `places`, the file as read and the line.
  const field = (module: string, path: readonly PropertyKey[]) => {
    const at = places && { file: places.files[module], line: places.lineOf(module, [module, ...path]) };
    return { place: `${at ? `${at.file}${at.line ? `:${at.line}` : ''}` : `${module}.yaml`}: ${formatPath([module, ...path])}`, at };
  };
  const inData = (src: string, layout: ImageLayoutName, module: string, path: readonly PropertyKey[], shownBy?: string) => {
    const { place, at } = field(module, path);
    return inLayout(src, layout, shownBy ? `${shownBy} (${place})` : place, at);
  };
  const covers = caseStudies.flatMap(({ id, file }) => {
    const index = projects.findIndex((project) => project.id === id);
    const image = projects[index]?.image;
    return image ? [inData(image, 'cover', 'projects', [index, 'image'], file ?? id)] : [];
  });
  return [
    ...projects.flatMap((project, index) => (project.image ? [inData(project.image, 'card', 'projects', [index, 'image'])] : [])),
    ...(owner.photo ? [inData(owner.photo, 'portrait', 'owner', ['photo'])] : []),
    ...covers,
    ...[...caseStudies, ...notes].flatMap(pageImages),
  ];
}
