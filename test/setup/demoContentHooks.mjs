// The module hooks of demoContent.ts: `site:content/<name>` resolves to the demo fixture's data file of
// that name, loaded as a module with a named export per key of the file. A collection the fixture lacks
// is src/content/'s, as in a build (tools/content/source.ts); a section an owner added reads only the
// fixture, so the demo does not show it: without its data there, its module has the keys of src/content/'s
// file, each undefined, for the section's component to import.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const PREFIX = 'site:content/';
const NO_DATA = 'site-content-none:';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
let folders = { demo: '', site: '' };
let collections = [];

export function initialize(data) {
  folders = { demo: data.demo, site: data.site };
  collections = data.collections;
}

const exists = (url) => existsSync(fileURLToPath(url));

export async function resolve(specifier, context, next) {
  if (!specifier.startsWith(PREFIX)) return next(specifier, context);
  const name = specifier.slice(PREFIX.length);
  const demo = `${folders.demo}${name}.yaml`;
  if (exists(demo)) return { url: demo, format: 'site-content', shortCircuit: true };
  if (!collections.includes(name)) return { url: `${NO_DATA}${name}`, format: 'site-content', shortCircuit: true };
  const site = `${folders.site}${name}.yaml`;
  if (!exists(site)) throw new Error(`no data file ${name}.yaml in the demo fixture or src/content/`);
  return { url: site, format: 'site-content', shortCircuit: true };
}

const keysOf = (url) => Object.entries((exists(url) && parse(readFileSync(fileURLToPath(url), 'utf8'))) || {});

export async function load(url, context, next) {
  if (context.format !== 'site-content') return next(url, context);
  const entries = url.startsWith(NO_DATA)
    ? keysOf(`${folders.site}${url.slice(NO_DATA.length)}.yaml`).map(([key]) => [key, undefined])
    : keysOf(url);
  const source = entries
    .filter(([key]) => IDENTIFIER.test(key))
    .map(([key, value]) => `export const ${key} = ${value === undefined ? 'undefined' : JSON.stringify(value)};\n`)
    .join('');
  return { format: 'module', source, shortCircuit: true };
}
