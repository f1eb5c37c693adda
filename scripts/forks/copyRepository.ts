// A copy of this repository's working tree as git sees it (tracked and untracked files, not the ignored
// ones), sharing its node_modules: a fork to change and test without touching the checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The files of the checkout `from` a fork gets: all but what git ignores (builds, caches, backups), so
 * that the fork's `npm test` finds every file it reads (its settings, tests, scripts, docs, workflows).
 */
export function repositoryFiles(from: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: from, encoding: 'utf8' })
    .split('\0')
    // node_modules is shared, not copied (a checkout may hold it as a link, which git does not ignore).
    .filter((file) => file && file !== 'node_modules' && existsSync(join(from, file)));
  return [...new Set(files)];
}

export function copyRepository(from: string, to: string): void {
  for (const file of repositoryFiles(from)) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(from, file), join(to, file));
  }
  symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'));
  // A fork is a repository of its own: what asks git about the tree finds it.
  const git = (...args: string[]) => execFileSync('git', args, { cwd: to, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=fork', '-c', 'user.email=fork@example.org', 'commit', '-q', '-m', 'fork');
}
