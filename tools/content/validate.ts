// Build-time check of the data files of src/content/, before anything is written: each by the schema of
// its collection (src/collections/), an owner's own as the site's.
import { join } from 'node:path';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import type { Collection } from './collections';
import { DATA_EXTENSION } from './dataFiles';
import { toProblems, type Problem } from './problems';
import { isStaticFile } from './staticFiles';

export type { Problem } from './problems';
export { formatProblem, formatProblems } from './problems';

export type { ContentModuleName } from './siteContent';

/** The keys of each data file (`src/content/owner.yaml` has `owner`), by collection. */
export type ContentModules = Record<string, unknown>;

export interface ValidateOptions {
  /** The project root: files are named relative to it. */
  root: string;
  /** The collections, which say the schema of each data file (tools/content/collections.ts). */
  collections: readonly Collection[];
  /** Where images referenced by the content live, relative to root. */
  staticDir?: string;
  /** The file each data file was read from, relative to root, when not src/content/<name>.yaml. */
  files?: Readonly<Record<string, string>>;
  /** The line of a value in its file, when known. */
  lineOf?: (module: string, path: readonly PropertyKey[]) => number | undefined;
}

/**
 * Every problem of the content; an empty list means the site can be built from it. A collection with no
 * entry in `content` (a section whose data file the folder lacks) is not checked, and the navigation may
 * not list its section.
 */
export function validateContent(content: ContentModules, options: ValidateOptions): Problem[] {
  const { root, staticDir = 'static', collections, files = {}, lineOf } = options;
  const staticFiles = { dir: staticDir, exists: (publicPath: string) => isStaticFile(join(root, staticDir), publicPath) };
  const present = collections.filter((collection) => Object.hasOwn(content, collection.file));
  const schema = z.object(Object.fromEntries(present.map((collection) => [collection.file, collection.schema(staticFiles)])));
  const result = schema.safeParse(content, { error: ptBR().localeError });
  const fileOf = (module: string) => files[module] ?? `src/content/${module}${DATA_EXTENSION}`;
  return [
    ...(result.success ? [] : toProblems(result.error.issues, content, fileOf, lineOf)),
    ...sectionsWithoutData(content, collections, fileOf, lineOf),
  ];
}

/** The navigation's entries naming a section an owner added whose data file is missing: the page would have nothing to show. */
function sectionsWithoutData(
  content: ContentModules,
  collections: readonly Collection[],
  fileOf: (module: string) => string,
  lineOf: ValidateOptions['lineOf'],
): Problem[] {
  const homeSections = (content.navigation as { homeSections?: unknown } | undefined)?.homeSections;
  if (!Array.isArray(homeSections)) return [];
  return homeSections.flatMap((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    const collection = collections.find((each) => each.section !== undefined && each.section === id);
    if (!collection || Object.hasOwn(content, collection.file)) return [];
    const line = lineOf?.('navigation', ['homeSections', index, 'id']);
    return [
      {
        file: fileOf('navigation'),
        ...(line === undefined ? {} : { line }),
        path: `homeSections[${index}].id`,
        message: `a seção ${String(id)} mostra ${fileOf(collection.file)}, que não existe: crie o arquivo (docs/content.md, "Add a section") ou apague esta entrada`,
        value: id,
      },
    ];
  });
}
