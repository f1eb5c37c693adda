import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { compiledEntry } from '../../../tools/launch/compiledCode.mjs';
import { ROOT } from '../../../tools/projectPaths';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/** A project of two TypeScript modules: the entry, and one that says where it is and what it says. */
function project(words: string): string {
  const root = temporaryFolder('compiled-code-');
  mkdirSync(join(root, 'tools/where'), { recursive: true });
  writeFileSync(join(root, 'tools/entry.ts'), "export { said, where, url } from './where/place';\n");
  writeFileSync(join(root, 'tools/where/place.ts'), place(words));
  return root;
}
const place = (words: string) =>
  `export const said: string = ${JSON.stringify(words)};\nexport const where = import.meta.dirname;\nexport const url = import.meta.url;\n`;

interface Loaded {
  said: string;
  where: string;
  url: string;
}
const load = async (entry: string) => (await import(pathToFileURL(entry).href)) as Loaded;

describe('the build code, compiled once per change of its sources (tools/launch/compiledCode.mjs)', () => {
  test('compiled, it runs as the sources say, and its modules still know where their sources are', async () => {
    const root = project('first');
    const where = { root, entry: 'tools/entry.ts', cacheDir: join(root, '.cache/build-code') };
    const compiled = await compiledEntry(where);
    assert.equal(compiled.fresh, true);
    assert.ok(compiled.entry.startsWith(where.cacheDir), compiled.entry);
    const loaded = await load(compiled.entry);
    assert.equal(loaded.said, 'first');
    assert.equal(loaded.where, join(root, 'tools/where'));
    assert.equal(loaded.url, pathToFileURL(join(root, 'tools/where/place.ts')).href);
  });

  test('sources unchanged: the compiled code is reused as it is; its folder gone or one source changed: compiled anew', async () => {
    const root = project('before');
    const where = { root, entry: 'tools/entry.ts', cacheDir: join(root, '.cache/build-code') };
    const first = await compiledEntry(where);
    const writtenAt = statSync(first.entry).mtimeMs;
    const again = await compiledEntry(where);
    assert.deepEqual(again, { entry: first.entry, fresh: false });
    assert.equal(statSync(again.entry).mtimeMs, writtenAt, 'not written again');

    rmSync(dirname(first.entry), { recursive: true });
    assert.deepEqual(await compiledEntry(where), { entry: first.entry, fresh: true }, 'its folder removed: compiled again');

    writeFileSync(join(root, 'tools/where/place.ts'), place('after'));
    const changed = await compiledEntry(where);
    assert.equal(changed.fresh, true);
    assert.notEqual(changed.entry, first.entry);
    assert.equal((await load(changed.entry)).said, 'after');
  });

  test('a copy of the project elsewhere compiles its own: the code names its sources by their place', async () => {
    const root = project('same words');
    const copy = project('same words');
    const cacheDir = join(root, '.cache/build-code');
    await compiledEntry({ root, entry: 'tools/entry.ts', cacheDir });
    const fromCopy = await compiledEntry({ root: copy, entry: 'tools/entry.ts', cacheDir });
    assert.equal(fromCopy.fresh, true);
    assert.equal((await load(fromCopy.entry)).where, join(copy, 'tools/where'));
  });

  test('where nothing can be written, build.mjs runs the sources through tsx instead', () => {
    const root = temporaryFolder('compiled-code-');
    mkdirSync(join(root, 'tools'));
    writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
    writeFileSync(
      join(root, 'tools/cli.ts'),
      "export async function main(args: readonly string[]): Promise<void> {\n  console.log('ran with', args.join(' '));\n}\n",
    );
    // A file where the cache folder would be: nothing can be compiled into it.
    writeFileSync(join(root, '.cache'), '');
    const script = `const { loadCli } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'tools/launch/compiledCode.mjs')).href)}); const { main } = await loadCli(${JSON.stringify(root)}); await main(['--x']);`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(result.stdout.trim(), 'ran with --x', result.stderr);
  });
});
