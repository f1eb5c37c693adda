import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the live-reload client (src/app/liveReload.ts) listens for `change` events. */
export const RELOAD_PATH = '/esbuild';
/** Carries, in each page the dev server sends, the number of the last change announced before it. */
export const RELOAD_GENERATION_META = 'reload-generation';

export interface ReloadEvents {
  /** How many changes have been announced. */
  readonly generation: number;
  subscribe: (request: IncomingMessage, response: ServerResponse) => void;
  /** Tells every open tab that these URL paths changed, so it reloads. */
  announce: (changed: readonly string[]) => void;
}

/** The page with the generation it shows, for its reload client to send when it subscribes. */
export function withGeneration(html: string, generation: number): string {
  return html.replace('<head>', `<head>\n    <meta name="${RELOAD_GENERATION_META}" content="${generation}">`);
}

const changeEvent = (changed: readonly string[]) => `event: change\ndata: ${JSON.stringify({ updated: changed })}\n\n`;

/** Server-sent events to the open tabs of the dev server. */
export function reloadEvents(): ReloadEvents {
  const tabs = new Set<ServerResponse>();
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    subscribe(request, response) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      response.flushHeaders();
      tabs.add(response);
      request.on('close', () => tabs.delete(response));
      // A change announced between the page being sent and its client subscribing (one save can
      // announce twice: the bundle, then the content) would go unheard, and the tab stay stale.
      // A page that does not say which it shows (no number) waits for the next change, never loops.
      const shown = new URL(request.url ?? '/', 'http://dev').searchParams.get('generation') ?? '';
      if (/^\d+$/.test(shown) && Number(shown) < generation) response.write(changeEvent([]));
    },
    announce(changed) {
      generation += 1;
      for (const tab of tabs) tab.write(changeEvent(changed));
    },
  };
}
