// React's production files reach the page as ES modules (tools/bundling/reactAsModules.ts): what the page
// does not use is left out, the files still work, and a shape the conversion does not know fails the build.
import assert from 'node:assert/strict';
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { asModule, isProductionFile, reactAsModules, reactProductionAlias } from '../../../tools/bundling/reactAsModules';
import { ROOT } from '../../../tools/projectPaths';

/** `source` bundled as the page's bundles are (minified, React's production files), with or without the conversion. */
async function bundle(source: string, converted: boolean): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    alias: reactProductionAlias(),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: converted ? [reactAsModules] : [],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

/** What a page needs of React: a few hooks and hydration (src/app/startup/main.tsx, the components). */
const PAGE = `
  import { startTransition, useEffect, useState } from 'react';
  import { flushSync } from 'react-dom';
  import { hydrateRoot } from 'react-dom/client';
  function App() {
    const [count, setCount] = useState(0);
    useEffect(() => {}, []);
    return <button onClick={() => flushSync(() => setCount(count + 1))}>{count}</button>;
  }
  startTransition(() => { hydrateRoot(document, <App />); });
`;

describe("React's production files as ES modules", () => {
  test('what the page does not use of React and React DOM stays out of its bundle', async () => {
    const [commonJs, modules] = await Promise.all([bundle(PAGE, false), bundle(PAGE, true)]);
    // esbuild's CommonJS wrapper, minified, makes each module an `{exports:{}}` object.
    assert.ok(commonJs.includes('exports:{}'));
    assert.ok(!modules.includes('exports:{}'), 'no CommonJS wrapper is left');
    // Measured: 65,805 against 68,954 B gzip for this page; 2,860 B less on the demo's script at start.
    assert.ok(gzip(modules) < gzip(commonJs) - 1_500, `converted ${gzip(modules)} B, as CommonJS ${gzip(commonJs)} B`);
  });

  test('the converted React still renders: its hooks and JSX runtime through a React DOM renderer', async () => {
    const code = await bundle(
      // By its path: React DOM's server renderer is no file of the page's, and stays CommonJS.
      `import { renderToStaticMarkup } from './node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js';
       import { jsx } from 'react/jsx-runtime';
       import { useState } from 'react';
       function Counter() { const [count] = useState(3); return jsx('output', { children: count }); }
       export const html = renderToStaticMarkup(jsx(Counter, {}));`,
      true,
    );
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { html: string };
    assert.equal(module.html, '<output>3</output>');
  });

  test("React DOM's client, with its three imports, loads: its own check of React's version passes", async () => {
    const code = await bundle(`export { version } from 'react-dom/client';`, true);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { version: string };
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/react/package.json'), 'utf8')) as { version: string };
    assert.equal(module.version, version);
  });

  test('the scheduler, which reads its own exports back, exports them as they end up', async () => {
    const code = await bundle(`export { unstable_now, unstable_scheduleCallback, unstable_NormalPriority } from 'scheduler';`, true);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
      unstable_now: () => number;
      unstable_scheduleCallback: unknown;
      unstable_NormalPriority: number;
    };
    assert.equal(typeof module.unstable_now(), 'number');
    assert.equal(typeof module.unstable_scheduleCallback, 'function');
    assert.equal(module.unstable_NormalPriority, 3);
  });

  test('a file of a shape the conversion does not know fails with its name', () => {
    const file = join(ROOT, 'node_modules/react/cjs/react.production.js');
    assert.throws(
      () => asModule('var other = require("lodash");\nexports.a = 1;\n', file),
      /react\.production\.js: requires a module other than React's own/,
    );
    assert.throws(() => asModule('function f() {}\n', file), /react\.production\.js: exports nothing React's way/);
    for (const other of ['module.exports = {};\n', 'exports["a"] = 1;\n', 'Object.defineProperty(exports, "a", { value: 1 });\n'])
      assert.throws(() => asModule(other, file), /react\.production\.js: exports other than by exports\.name/, other);
  });

  test('exports assigned once at the top level become constants; an import of another React file, a namespace', () => {
    const module = asModule(
      '"use strict";\nvar React = require("react");\nfunction f() { return React.version; }\nexports.f = f;\nexports.version = "1";\n',
      'x.js',
    );
    assert.match(module, /^import \* as React from "react";/);
    assert.match(module, /const export\$f = f;/);
    assert.match(module, /export \{ export\$f as f, export\$version as version \};/);
    assert.doesNotMatch(module, /\bexports\b/);
  });

  test('a production file is known by the end of its path: through a linked node_modules, and on Windows', () => {
    assert.ok(isProductionFile('/work/main/node_modules/react-dom/cjs/react-dom-client.production.js'));
    assert.ok(isProductionFile('C:\\site\\node_modules\\scheduler\\cjs\\scheduler.production.js'));
    assert.ok(!isProductionFile('/site/node_modules/react-dom/cjs/react-dom-server.browser.production.js'));
  });
});
