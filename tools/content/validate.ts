// Build-time check of the data files of src/content/, before anything is written.
import { join } from 'node:path';
import { ptBR } from 'zod/locales';
import { contentSchema, type ContentModuleName } from '../../src/collections/index';
import { DATA_EXTENSION } from './dataFiles';
import { toProblems, type Problem } from './problems';
import { isStaticFile } from './staticFiles';

export type { Problem } from './problems';
export { formatProblem, formatProblems } from './problems';
export { CONTENT_MODULES, type ContentModuleName } from '../../src/collections/index';

/** The keys of each data file (`src/content/owner.yaml` has `owner`), by file name. */
export type ContentModules = Record<ContentModuleName, unknown>;

export interface ValidateOptions {
  /** The project root: files are named relative to it. */
  root: string;
  /** Where images referenced by the content live, relative to root. */
  staticDir?: string;
  /** The file each data file was read from, relative to root, when not src/content/<name>.yaml. */
  files?: Partial<Record<ContentModuleName, string>>;
  /** The line of a value in its file, when known. */
  lineOf?: (module: string, path: readonly PropertyKey[]) => number | undefined;
}

/** Every problem of the content; an empty list means the site can be built from it. */
export function validateContent(content: ContentModules, { root, staticDir = 'static', files = {}, lineOf }: ValidateOptions): Problem[] {
  const schema = contentSchema({ dir: staticDir, exists: (publicPath) => isStaticFile(join(root, staticDir), publicPath) });
  const result = schema.safeParse(content, { error: ptBR().localeError });
  if (result.success) return [];
  const fileOf = (module: string) => files[module as ContentModuleName] ?? `src/content/${module}${DATA_EXTENSION}`;
  return toProblems(result.error.issues, content, fileOf, lineOf);
}
