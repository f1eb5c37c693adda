import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { RELOAD_GENERATION_META, RELOAD_PATH, reloadEvents, withGeneration } from '../../../tools/devServer/reloadEvents';

describe('live-reload events of the dev server', { timeout: 10_000 }, () => {
  const events = reloadEvents();
  let server: Server;
  let base = '';
  before(async () => {
    server = createServer((request, response) => events.subscribe(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  /** Subscribes as a tab showing a page of `generation`; resolves with the first event it hears. */
  async function firstEventHeard(generation: number | '', thenAnnounce?: string[]): Promise<string> {
    const controller = new AbortController();
    const response = await fetch(`${base}${RELOAD_PATH}?generation=${generation}`, { signal: controller.signal });
    if (thenAnnounce) events.announce(thenAnnounce);
    const { value } = await response.body!.getReader().read();
    controller.abort();
    return new TextDecoder().decode(value);
  }

  test('a tab showing the latest page hears the next change, and only it', async () => {
    events.announce(['/a.js']);
    assert.equal(await firstEventHeard(events.generation, ['/b.css']), 'event: change\ndata: {"updated":["/b.css"]}\n\n');
  });

  test('a tab whose page is older than the last change (announced while it reloaded) reloads at once', async () => {
    const shown = events.generation;
    events.announce(['/content.js']);
    assert.match(await firstEventHeard(shown), /^event: change\n/);
  });

  test('a tab whose page does not say its generation hears the next change, not an immediate reload', async () => {
    events.announce(['/a.js']);
    assert.equal(await firstEventHeard('', ['/c.js']), 'event: change\ndata: {"updated":["/c.js"]}\n\n');
  });

  test('each page sent carries its generation in its head', () => {
    const html = withGeneration('<!doctype html><html><head><title>x</title></head></html>', 7);
    assert.match(html, new RegExp(`<head>\\s*<meta name="${RELOAD_GENERATION_META}" content="7">`));
  });
});
