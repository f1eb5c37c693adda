// The module hooks of demoContent.ts: `site:content/<name>` is what the build's resolver said of it for
// the demo fixture (tools/content/contentModule.ts): its data file, loaded as a module with a named
// export per key; a collection without data there (a section an owner added: the demo does not show it),
// its keys, each undefined, for the section's component to import; any other name, an error.
// Synchronous, so that they serve module.registerHooks (in the main thread, where Node has it) as well as
// module.register (in a thread of their own): both accept a hook that returns its answer at once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const PREFIX = 'site:content/';
/** The address of a collection's module without data: its specifier and this. */
const NONE = '?none';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
let modules = {};
let unknown = { message: '', placeholder: '' };

export function initialize(data) {
  modules = data.modules;
  unknown = data.unknown;
}

export function resolve(specifier, context, next) {
  if (!specifier.startsWith(PREFIX)) return next(specifier, context);
  const name = specifier.slice(PREFIX.length);
  const module = Object.hasOwn(modules, name) ? modules[name] : undefined;
  if (!module) throw new Error(unknown.message.replace(unknown.placeholder, name));
  return { url: module.kind === 'data' ? module.url : `${specifier}${NONE}`, format: 'site-content', shortCircuit: true };
}

export function load(url, context, next) {
  if (context.format !== 'site-content') return next(url, context);
  const entries = url.startsWith(PREFIX)
    ? modules[url.slice(PREFIX.length, -NONE.length)].keys.map((key) => [key, undefined])
    : Object.entries(parse(readFileSync(fileURLToPath(url), 'utf8')) || {});
  const source = entries
    .filter(([key]) => IDENTIFIER.test(key))
    .map(([key, value]) => `export const ${key} = ${value === undefined ? 'undefined' : JSON.stringify(value)};\n`)
    .join('');
  return { format: 'module', source, shortCircuit: true };
}
