// Folders a process needs only while it runs (a content folder laid over the demo's, a site built to be
// looked at once), removed when it exits. Made with mkdtemp and left there, one run of `npm test` left
// 43 folders (24 MB) in the system's temporary folder, every run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** A new empty folder, named `prefix` and a random ending, removed with all it holds when this process exits. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}
