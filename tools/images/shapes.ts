// A file is cropped to one shape: the pipeline makes one set of files per picture. A picture the page
// shows in two shapes (a card's 16:9 and the portrait's square, or a text's own shape) is a problem of
// the content, found from the content alone, with its other problems (tools/content/siteCheck.ts).
import type { Problem } from '../content/problems';
import type { ImageRequest } from './types';

const shapeOf = ({ aspectRatio }: ImageRequest) =>
  aspectRatio === undefined
    ? 'no formato do próprio arquivo'
    : aspectRatio === 1
      ? 'quadrado'
      : `recortado em ${Math.round(aspectRatio * 9)}:9`;

/** Named by the places that show it, with what to do (docs/content.md, "What the build checks"). */
export const twoShapes = (known: ImageRequest, request: ImageRequest) =>
  `${request.src} aparece em dois formatos: ${known.place ?? '?'} (${shapeOf(known)}) e ${request.place ?? '?'} (${shapeOf(request)}); ` +
  'um arquivo tem um formato só: num dos lugares, use uma cópia do arquivo com outro nome';

/** The first place of each picture, and each later place that shows it in another shape. */
export function shapeConflicts(requests: readonly ImageRequest[]): { known: ImageRequest; request: ImageRequest }[] {
  const first = new Map<string, ImageRequest>();
  return requests.flatMap((request) => {
    const known = first.get(request.src);
    if (!known) first.set(request.src, request);
    return known && known.aspectRatio !== request.aspectRatio ? [{ known, request }] : [];
  });
}

/** Each picture shown in a second shape, as a problem at the place that shows it so (its file and line, when known). */
export const shapeProblems = (requests: readonly ImageRequest[]): Problem[] =>
  shapeConflicts(requests).map(({ known, request }) => ({
    file: request.at?.file ?? request.place ?? request.src,
    ...(request.at?.line === undefined ? {} : { line: request.at.line }),
    path: '',
    message: twoShapes(known, request),
  }));
