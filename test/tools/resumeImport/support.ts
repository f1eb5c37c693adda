// What the import's tests share: fresh folders outside the repository, résumés written into them, the
// command run as the owner runs it, and a folder's every byte, to prove nothing was written.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ROOT } from '../../../tools/projectPaths';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

export const FIXTURES = join(ROOT, 'test', 'fixtures', 'resumes');
/** The JSON Resume schema package's own sample résumé. */
export const SAMPLE_RESUME = createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json');
const CLI = join(ROOT, 'tools', 'resumeImport', 'cli.ts');

/** A new folder outside the repository, removed when the test process ends. */
export function scratch(): string {
  const dir = temporaryFolder('resume-import-test-');
  return dir;
}

/** Writes a résumé (or any text) into a new folder; its path. */
export function resumeFile(data: unknown, name = 'resume.json'): string {
  const file = join(scratch(), name);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  return file;
}

export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** `node --import tsx tools/resumeImport/cli.ts …`, as `npm run import:resume -- …` runs it. */
export function runImport(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file of a folder and its bytes, by path in the folder. */
export function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [
      relative(dir, join(entry.parentPath, entry.name)),
      readFileSync(join(entry.parentPath, entry.name)).toString('base64'),
    ]),
  );
}
