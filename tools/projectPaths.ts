// Where things are in this repository, for every build module.
import { isAbsolute, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const STATIC_DIR = join(ROOT, 'static');
/** The UI icons' symbols (see src/components/Icon.tsx), inlined in every page's sprite. */
export const UI_ICONS_FILE = join(ROOT, 'src/components/icons.svg');
export const CACHE_DIR = join(ROOT, '.cache');
export const OUTBOX_FILE = join(ROOT, '.outbox', 'messages.jsonl');

/** A path as the user would type it from the repository: relative inside it, absolute outside. */
export function displayPath(path: string): string {
  const inside = relative(ROOT, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside || '.';
}

/** The page's script and stylesheet; each becomes `/assets/<name>-<hash>.<ext>`. */
export const CLIENT_ENTRIES = { script: 'src/app/startup/main.tsx', style: 'src/app/styles.css' };
// Loaded with import() when first needed. Each is bundled on its own, apart from the page's script;
// keep them leaves (no imports shared with the app), or their code is duplicated.
/** The reading kit of a page from Markdown: a build without case studies or notes has no page that loads it. */
export const ARTICLE_READING = 'src/lib/articleReading.ts';
/** The privacy-first provider's lines: only a build that counts its audience this way loads them. */
export const AUDIENCE_COLLECTOR = 'src/lib/audienceCollector.ts';
export const LAZY_MODULES = [
  'src/lib/contactSending.ts',
  'site:content/legal',
  'src/lib/campaign.ts',
  ARTICLE_READING,
  'src/search/searchDialog.ts',
  AUDIENCE_COLLECTOR,
];
/** Inlined into <head>: the theme right before first paint, then the app script after it. */
export const HEAD_BOOTSTRAP = 'src/app/startup/headBootstrap.ts';
/** Development only: reloads open tabs when the dev server says so. */
export const LIVE_RELOAD_CLIENT = 'src/app/liveReload.ts';
/** The React side rendered to HTML at build time. */
export const PRERENDER_ENTRY = 'tools/rendering/renderEntry.tsx';
