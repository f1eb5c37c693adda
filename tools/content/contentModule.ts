/**
 * What `site:content/<name>` is, for every reader of the content: the build's esbuild plugin
 * (source.ts) and the test processes' module hooks (test/setup/demoContent.ts). One answer, so a
 * missing file means the same everywhere.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isOwnSection, keysOf, SITE_CONTENT_DIR, type Collection } from './collections';
import { DATA_EXTENSION } from './dataFiles';

export type ContentModule =
  /** The data file to read: a named export per key. */
  | { kind: 'data'; file: string }
  /** A collection without its data file here: its keys, each undefined, so that a component still imports them. */
  | { kind: 'none'; keys: string[] }
  /** No collection of that name: what to tell the owner. */
  | { kind: 'unknown'; message: string };

/**
 * The data file of collection `name` is the content folder `dir`'s own, or src/content/'s (a second owner
 * keeps navigation.yaml and legal.yaml); a section an owner added reads `dir` only: another owner's
 * folder, the demo's, does not show it.
 */
export function dataFileOf(dir: string, collection: Collection): string | undefined {
  const own = join(dir, `${collection.file}${DATA_EXTENSION}`);
  const site = join(SITE_CONTENT_DIR, `${collection.file}${DATA_EXTENSION}`);
  return [own, ...(isOwnSection(collection) ? [] : [site])].find((file) => existsSync(file));
}

export function resolveContentModule(dir: string, name: string, collections: readonly Collection[]): ContentModule {
  const collection = collections.find((each) => each.file === name);
  if (!collection) {
    const names = collections.map((each) => each.file).join(', ');
    return {
      kind: 'unknown',
      message: `site:content/${name}: no collection of that name: the collections (src/collections/) are ${names}`,
    };
  }
  const file = dataFileOf(dir, collection);
  return file ? { kind: 'data', file } : { kind: 'none', keys: keysOf(collection) };
}
