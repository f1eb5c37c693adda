// A copy of the repository's sources in a temporary folder, for tests that run `node build.mjs` and
// change what it reads (static/, src/) or writes (.outbox/, .cache/): the repository is never touched,
// even by a run that is interrupted. node_modules is linked, not copied. Its content and pictures are the
// demo fixture's, not the owner's: these are behaviour tests.
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_STATIC, demoContentFolder } from '../../scripts/siteVariants/demoFixture';
import { ROOT } from '../../tools/projectPaths';
import { temporaryFolder } from '../../scripts/temporaryFolder';

const SOURCES = ['build.mjs', 'package.json', 'tsconfig.json', '.env.example', 'src', 'tools', 'static'];

export interface ProjectCopyOptions {
  /** Share the repository's image cache (encoded images are keyed by content), or start with none (a fresh clone). */
  sharedCache?: boolean;
}

/** Makes the copy and returns its folder, removed when the test process ends. */
export function projectCopy({ sharedCache = false }: ProjectCopyOptions = {}): string {
  const folder = temporaryFolder('portfolio-copy-');
  for (const source of SOURCES) cpSync(join(ROOT, source), join(folder, source), { recursive: true });
  const [content, pictures] = [join(folder, 'src', 'content'), join(folder, 'static')];
  rmSync(content, { recursive: true });
  cpSync(demoContentFolder(), content, {
    recursive: true,
    filter: (source) => source !== DEMO_STATIC && !source.endsWith('palettes.json'),
  });
  cpSync(join(ROOT, 'src', 'content', 'schemas'), join(content, 'schemas'), { recursive: true });
  rmSync(pictures, { recursive: true });
  cpSync(DEMO_STATIC, pictures, { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  if (sharedCache) {
    mkdirSync(join(ROOT, '.cache'), { recursive: true });
    symlinkSync(join(ROOT, '.cache'), join(folder, '.cache'), 'dir');
  }
  return folder;
}
