// Helpers for build tests: the production build with no settings (see defaultDist).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDist } from '../support/browser';

export const dist = defaultDist();
export const readDist = (file: string) => readFileSync(join(dist, file), 'utf8');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** HTML as text, to find content in it whatever the escaping of React or of the document head. */
export const decodeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/** Paths of the page's own script and stylesheet, as referenced by the HTML. */
export function assetsOf(html: string) {
  const script = html.match(/<script type="module" src="([^"]+)"/)?.[1];
  const style = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
  if (!script || !style) throw new Error('the page references no script or no stylesheet');
  return { script, style };
}
