// A copy of this repository's working tree as git sees it (tracked and untracked files, not the ignored
// ones), sharing its node_modules: a fork to change and test without touching the checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function copyRepository(from: string, to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: from, encoding: 'utf8' })
    .split('\0')
    // node_modules is shared, not copied (a checkout may hold it as a link, which git does not ignore).
    .filter((file) => file && file !== 'node_modules' && existsSync(join(from, file)));
  for (const file of new Set(files)) {
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
