// An esbuild plugin: whatever imports src/catalogues/ gets the catalogue of the bundle's language
// only, so a page carries no interface text of the other edition.
import type { Plugin } from 'esbuild';
import { join, resolve } from 'node:path';
import type { Language } from '../../src/lib/editions';
import { ROOT } from '../projectPaths';

export const CATALOGUES_DIR = join(ROOT, 'src', 'catalogues');

export function editionCatalogue(language: Language): Plugin {
  return {
    name: 'edition-catalogue',
    setup(build) {
      build.onResolve({ filter: /(?:^|\/)catalogues(?:\/index(?:\.ts)?)?$/ }, (args) => {
        const target = resolve(args.resolveDir || ROOT, args.path).replace(/\/index(?:\.ts)?$/, '');
        return target === CATALOGUES_DIR ? { path: join(CATALOGUES_DIR, `${language}.ts`) } : undefined;
      });
    },
  };
}
