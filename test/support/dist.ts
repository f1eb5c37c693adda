// Helpers for build tests: the production build with no settings (see defaultDist).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MANIFEST_ID, type ImageManifest } from '../../src/lib/images';
import { defaultDist } from './builds';

export const dist = defaultDist();
export const readDist = (file: string) => readFileSync(join(dist, file), 'utf8');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** HTML as text, to find content in it whatever the escaping of React or of the document head. */
export const decodeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]);

/** Paths of the page's own script and stylesheet, as referenced by the HTML. */
export function assetsOf(html: string) {
  const script = html.match(/<script data-app="([^"]+)"/)?.[1];
  const style = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
  if (!script || !style) throw new Error('the page references no script or no stylesheet');
  return { script, style };
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
