// The CV's creation date: when its content last changed, never the clock's, so that two builds of the
// same content give the same bytes. SOURCE_DATE_EPOCH when the build sets it (the reproducible-builds
// convention: https://reproducible-builds.org/specs/source-date-epoch/); else the date of the last commit
// that changed the content folder, the same in every clone; else none: a PDF may have no creation date,
// and none is better than a made-up one (a folder outside git: a download, a test's temporary content).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function contentDate(contentDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Date | undefined> {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  try {
    const { stdout } = await run('git', ['log', '-1', '--format=%cI', '--', '.'], { cwd: contentDir });
    return stdout.trim() ? new Date(stdout.trim()) : undefined;
  } catch {
    // Not a repository, or no git: no date.
    return undefined;
  }
}
