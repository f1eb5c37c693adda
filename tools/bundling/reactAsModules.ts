// React's production files as ES modules, for the page's bundle. React ships them as CommonJS only:
// bundled as such, every export stays (Children, cloneElement, the resource hints of react-dom, …)
// and each file sits in esbuild's CommonJS wrapper. As modules, esbuild keeps the exports the page
// and React DOM use, and reaches them by plain names. The files themselves are React's, unchanged
// but for how they import and export.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../projectPaths';

/** What the page imports, and the production file that serves it. */
const REACT_PRODUCTION_FILES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
} as const;

const PACKAGES = Object.keys(REACT_PRODUCTION_FILES).join('|').replaceAll('/', '\\/');
/** `Name = require("react-dom")` in the `var` list at a file's top (a line of its own) naming another of these packages. */
const REQUIRE = new RegExp(`^(var |  )([A-Za-z_$][\\w$]*) = require\\("(${PACKAGES})"\\)(?=[,;]$)`, 'gm');
/** Ways to export this conversion does not read: they would leave a free `exports` in a module. */
const OTHER_EXPORTS = /\bmodule\.exports\b|\bexports\s*\[|defineProperty\(\s*exports\b/;
/** `exports.name =` at the start of a line: an export assigned once, at the top level. */
const TOP_LEVEL_EXPORT = /^exports\.([A-Za-z_$][\w$]*) =/gm;

/**
 * One production file as an ES module. A file that only assigns its exports at the top level gets
 * one constant per export, which esbuild drops when unused; a file that reads its exports back
 * (the scheduler's clock) keeps an `exports` object and exports its properties as they end up.
 * A shape neither way fits (a newer React) fails the build rather than ship a broken page.
 */
export function asModule(code: string, file: string): string {
  const imports: string[] = [];
  // The `var` keeps its list valid; the unused name is dropped by esbuild.
  let body = code.replace(REQUIRE, (_, start: string, name: string, module: string) => {
    imports.push(`import * as ${name} from ${JSON.stringify(module)};`);
    return `${start}${name}$required = 0`;
  });
  if (/\brequire\(/.test(body))
    throw new Error(`${file}: requires a module other than React's own; update tools/bundling/reactAsModules.ts`);
  if (OTHER_EXPORTS.test(body)) throw new Error(`${file}: exports other than by exports.name = …; update tools/bundling/reactAsModules.ts`);
  const names = [...body.matchAll(/\bexports\.([A-Za-z_$][\w$]*)/g)].map(([, name]) => name);
  const exported = [...new Set(names)];
  if (exported.length === 0)
    throw new Error(`${file}: exports nothing React's way (exports.name = …); update tools/bundling/reactAsModules.ts`);
  const topLevelOnly = [...body.matchAll(TOP_LEVEL_EXPORT)].length === names.length && exported.length === names.length;
  if (topLevelOnly) {
    body = body.replace(TOP_LEVEL_EXPORT, (_, name: string) => `const export$${name} =`);
    const list = exported.map((name) => `export$${name} as ${name}`).join(', ');
    return `${imports.join('\n')}\n${body}\nexport { ${list} };\n`;
  }
  return `${imports.join('\n')}\nconst exports = {};\n${body}\nexport const { ${exported.join(', ')} } = exports;\n`;
}

/**
 * The aliases that point the page's React imports at the production files directly: the packages' entry
 * files only choose them or the development files by NODE_ENV and ask React DevTools whether dead code
 * was dropped, some 200 bytes of gzip that every visit would load first. A React without these files
 * fails the build.
 */
export const reactProductionAlias = () =>
  Object.fromEntries(Object.entries(REACT_PRODUCTION_FILES).map(([name, file]) => [name, join(ROOT, 'node_modules', file)]));

// By the end of its path: esbuild names a file by its real path, which in a fork whose node_modules is a
// link (scripts/forks/copyRepository.ts) is not the alias's; and with `\` on Windows.
export const isProductionFile = (path: string) =>
  Object.values(REACT_PRODUCTION_FILES).some((file) => path.replaceAll('\\', '/').endsWith(`/node_modules/${file}`));

/** The plugin that loads each production file as an ES module. */
export const reactAsModules: Plugin = {
  name: 'react-as-modules',
  setup(build) {
    build.onLoad({ filter: /\.production\.js$/ }, async ({ path }) =>
      isProductionFile(path) ? { contents: asModule(await readFile(path, 'utf8'), path), loader: 'js' } : undefined,
    );
  },
};
