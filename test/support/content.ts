// Content sets for tests: src/content/ itself, or an owner fixture laid over it.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_MODULES, type ContentModuleName, type ContentModules } from '../../src/build/content/validate';
import { ROOT } from './browser';

export const SITE_CONTENT = join(ROOT, 'src/content');
export const OWNER_FIXTURE = join(ROOT, 'test/fixtures/owners/julia');

/**
 * The exports of every content module of `dir`, and the file each came from. An owner fixture holds
 * only the modules an owner rewrites; the others (navigation, legal texts) come from src/content/.
 */
export async function loadContent(dir: string) {
  const content = {} as ContentModules;
  const files = {} as Record<ContentModuleName, string>;
  for (const name of CONTENT_MODULES) {
    const own = join(dir, `${name}.ts`);
    const file = existsSync(own) ? own : join(SITE_CONTENT, `${name}.ts`);
    content[name] = await import(pathToFileURL(file).href);
    files[name] = relative(ROOT, file);
  }
  return { content, files };
}

/** A deep copy as plain data, to break on purpose. */
export const editable = (content: ContentModules) => JSON.parse(JSON.stringify(content)) as Record<ContentModuleName, Record<string, any>>;
