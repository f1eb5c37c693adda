// Build-time check of everything under src/content/, before anything is written.
import { join } from 'node:path';
import { ptBR } from 'zod/locales';
import { contentSchema, type ContentModuleName } from './schema';
import { toProblems, type Problem } from './problems';
import { isStaticFile } from './staticFiles';

export type { Problem } from './problems';
export { formatProblem, formatProblems } from './problems';
export { CONTENT_MODULES, type ContentModuleName } from './schema';

/** The exports of each content module (`import * as owner from 'src/content/owner'`), by module name. */
export type ContentModules = Record<ContentModuleName, unknown>;

export interface ValidateOptions {
  /** The project root: files are named relative to it. */
  root: string;
  /** Where images referenced by the content live, relative to root. */
  staticDir?: string;
  /** The file each module was read from, relative to root, when not src/content/<module>.ts. */
  files?: Partial<Record<ContentModuleName, string>>;
}

/** Every problem of the content; an empty list means the site can be built from it. */
export function validateContent(content: ContentModules, { root, staticDir = 'static', files = {} }: ValidateOptions): Problem[] {
  const schema = contentSchema({ dir: staticDir, exists: (publicPath) => isStaticFile(join(root, staticDir), publicPath) });
  const result = schema.safeParse(content, { error: ptBR().localeError });
  if (result.success) return [];
  const fileOf = (module: string) => files[module as ContentModuleName] ?? `src/content/${module}.ts`;
  return toProblems(result.error.issues, content, fileOf);
}
