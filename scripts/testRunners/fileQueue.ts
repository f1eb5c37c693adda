// Test files as a queue that processes take from, each the next file whenever it is free, instead of
// shares dealt before the start: dealt, the end-to-end files left one process idle while the other ran
// its slowest files (docs/performance.md). The queue is a folder; a file is taken by creating its mark
// there, which fails for every process but the first.
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';

/** Takes the first of `files` that no process sharing `queue` (a folder) has taken; undefined when none is left. */
export function takeNext(queue: string, files: readonly string[]): string | undefined {
  for (const [index, file] of files.entries()) {
    try {
      closeSync(openSync(join(queue, String(index)), 'wx'));
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return undefined;
}
