// Whether the content may name a file of the static folder: the data files' images, the
// Markdown's images and its links to files are all checked by this one rule.
import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether `path`, a path of the site (`/images/a.png`), is a file of `staticDir`: never above it
 * (`..`), never a folder. Anything but a folder counts: the dev server's tests hold an image back
 * with a named pipe.
 */
export function isStaticFile(staticDir: string, path: string): boolean {
  if (path.split('/').includes('..')) return false;
  const stat = statSync(join(staticDir, path), { throwIfNoEntry: false });
  return stat !== undefined && !stat.isDirectory();
}
