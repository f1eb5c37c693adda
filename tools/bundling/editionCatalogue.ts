// An esbuild plugin: whatever imports src/catalogues/ (or a catalogue folder inside it) gets the
// catalogue of the bundle's language only, so a page carries no interface text of the other edition.
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Language } from '../../src/lib/editions';
import { ROOT } from '../projectPaths';

export const CATALOGUES_DIR = join(ROOT, 'src', 'catalogues');

/** A catalogue folder (src/catalogues/, or one inside it) as imported: `../catalogues`, `../catalogues/articles/index`. */
const CATALOGUE_IMPORT = /(?:^|\/)catalogues(?:\/[a-z]+)?(?:\/index(?:\.ts)?)?$/;

export function editionCatalogue(language: Language): Plugin {
  return {
    name: 'edition-catalogue',
    setup(build) {
      build.onResolve({ filter: CATALOGUE_IMPORT }, (args) => {
        const target = resolve(args.resolveDir || ROOT, args.path).replace(/\/index(?:\.ts)?$/, '');
        // The folder itself, never one language's file of it (`catalogues/en`).
        const inCatalogues = target === CATALOGUES_DIR || (dirname(target) === CATALOGUES_DIR && existsSync(join(target, 'index.ts')));
        return inCatalogues ? { path: join(target, `${language}.ts`) } : undefined;
      });
    },
  };
}
