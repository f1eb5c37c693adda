import { watch } from 'node:fs';
import { sep } from 'node:path';

/** How long a burst of file-system events may last: one save is several events. */
const SETTLE_MS = 50;

/**
 * Calls `onSave` once per burst of file-system events in these folders, with the files (relative to
 * their folder, `/`-separated) that `accept` let through.
 */
export function watchFolders(folders: readonly string[], accept: (file: string) => boolean, onSave: (files: string[]) => void): void {
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  for (const folder of new Set(folders)) {
    watch(folder, { recursive: true }, (_event, name) => {
      const file = name?.split(sep).join('/');
      if (!file || !accept(file)) return;
      changed.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...changed];
        changed = new Set();
        onSave(files);
      }, SETTLE_MS);
    });
  }
}
