// What a folder holds, file by file, for tests that compare content folders or name a site by them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir` whose name `skip` does not match, by its path there, with a hash of its bytes. */
export function filesOf(dir: string, skip = /^$/): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (!skip.test(name)) files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  visit(dir);
  return files;
}
