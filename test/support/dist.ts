// Helpers for build tests: the production build with no settings (see defaultDist).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MANIFEST_ID, type ImageManifest } from '../../src/lib/imageManifest';
import { defaultDist } from './builds';
import { stylesheetOf } from './stylesheet';

export const dist = defaultDist();
export const readDist = (file: string) => readFileSync(join(dist, file), 'utf8');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** HTML as text, to find content in it whatever the escaping of React or of the document head. */
export const decodeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]);

/** The path of the page's own script, as the HTML names it, and the text of its stylesheet, which it holds. */
export function assetsOf(html: string) {
  const script = html.match(/<script data-app="([^"]+)"/)?.[1];
  const style = stylesheetOf(html);
  if (!script || !style) throw new Error('the page references no script, or holds no stylesheet');
  return { script, style };
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /import\("([^"]+)"\)/g;

/**
 * The page's own scripts, from its entry (a URL path under `base`, as the page names it): `start`, the
 * entry and every module it imports statically, directly or not (what runs before any interaction);
 * `later`, what their import() calls load (and what that imports), each as a URL path.
 */
export function scriptGraph(entry: string, dir = dist, base = '/'): { start: string[]; later: string[] } {
  const code = (url: string) => readFileSync(join(dir, url.slice(base.length)), 'utf8');
  const resolve = (specifier: string, from: string) => new URL(specifier, `http://site${from}`).pathname;
  const closure = (roots: string[], known: ReadonlySet<string>) => {
    const files = new Set<string>();
    const visit = (url: string) => {
      if (known.has(url) || files.has(url)) return;
      files.add(url);
      for (const [, specifier] of code(url).matchAll(STATIC_IMPORT)) visit(resolve(specifier, url));
    };
    roots.forEach(visit);
    return files;
  };
  const dynamicImports = (files: Iterable<string>) =>
    [...files].flatMap((url) => [...code(url).matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => resolve(specifier, url)));
  const start = closure([entry], new Set());
  const later = new Set<string>();
  for (let next = dynamicImports(start); next.length > 0;) {
    const found = closure(next, new Set([...start, ...later]));
    found.forEach((url) => later.add(url));
    next = dynamicImports(found);
  }
  return { start: [...start], later: [...later] };
}

/** The manifest a page carries for the browser. */
export function pageManifest(html: string): ImageManifest {
  const json = html.match(new RegExp(`<script type="application/json" id="${IMAGE_MANIFEST_ID}">(.*?)</script>`, 's'))?.[1];
  assert.ok(json, 'the page carries no image manifest');
  return JSON.parse(json);
}

/** Every URL of an entry: the fallback, and each file of each srcset. */
export const entryUrls = (entry: ImageManifest[string]) =>
  [entry.src, entry.srcset, ...entry.sources.map((source) => source.srcset)]
    .flatMap((list) => list.split(', '))
    .filter(Boolean)
    .map((candidate) => candidate.split(' ')[0]);
