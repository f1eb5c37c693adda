import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the live-reload client (src/app/live-reload.ts) listens for `change` events. */
export const RELOAD_PATH = '/esbuild';

export interface ReloadEvents {
  subscribe(request: IncomingMessage, response: ServerResponse): void;
  /** Tells every open tab that these URL paths changed, so it reloads. */
  announce(changed: readonly string[]): void;
}

/** Server-sent events to the open tabs of the dev server. */
export function reloadEvents(): ReloadEvents {
  const tabs = new Set<ServerResponse>();
  return {
    subscribe(request, response) {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      response.flushHeaders();
      tabs.add(response);
      request.on('close', () => tabs.delete(response));
    },
    announce(changed) {
      for (const tab of tabs) tab.write(`event: change\ndata: ${JSON.stringify({ updated: changed })}\n\n`);
    },
  };
}
