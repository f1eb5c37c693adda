// The size of what a visitor downloads, printed after each production build.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { displayPath } from '../projectPaths';

const kilobytes = (bytes: number, width: number) => (bytes / 1024).toFixed(1).padStart(width);

export async function reportSizes(outdir: string): Promise<void> {
  const entries = await readdir(outdir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(html|js|css)$/.test(entry.name))
    .map((entry) => relative(outdir, join(entry.parentPath, entry.name)))
    .sort();
  console.log(`\nBuilt ${displayPath(outdir)}/`);
  for (const file of files) {
    const content = await readFile(join(outdir, file));
    console.log(`  ${file.padEnd(44)} ${kilobytes(content.length, 7)} KB  ${kilobytes(gzipSync(content).length, 6)} KB gzip`);
  }
}
