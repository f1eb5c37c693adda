import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The files the image pipeline reads (tools/images/): the Markdown checks refuse any other before it would. */
export const IMAGE_FORMATS = /\.(jpe?g|png|webp|avif|svg)$/i;

/** The paths of the images a (checked) Markdown body shows, for the image pipeline. */
export function imagesOf(tree: Root): string[] {
  const sources: string[] = [];
  visit(tree, 'image', (image) => void sources.push(image.url));
  return sources;
}
