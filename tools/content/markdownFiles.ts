// The Markdown files of a folder of the content (`projects/`, `en/projects/`): each named by its slug.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath } from '../projectPaths';

export interface MarkdownSource {
  /** The file's name without `.md`: a project's id, a note's address. */
  slug: string;
  /** As the owner opens it: 'src/content/projects/loja-verde.md'. */
  file: string;
  text: string;
}

/** The `.md` files of `dir`, by name; none when the folder does not exist. */
export function markdownFiles(dir: string): MarkdownSource[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      slug: name.slice(0, -'.md'.length),
      file: displayPath(join(dir, name)),
      text: readFileSync(join(dir, name), 'utf8'),
    }));
}
