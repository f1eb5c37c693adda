/**
 * A stand-in for the e-mail provider on 127.0.0.1: answers CORS like the real one and, per mode,
 * succeeds (refusing with 400 what the provider would refuse), fails with 400 or 500, drops the
 * connection, or answers too late. Keeps each request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { after } from 'node:test';
import { buildVariant } from './builds';
import { useSite, type Site } from './servedSite';
import { checkEmailBody, parseJsonBody } from '../../tools/localServers/emailSink';
import { readBody } from '../../tools/localServers/requestBody';

export type ProviderMode = 'ok' | '400' | '500' | 'drop' | 'slow';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function startProviderStandIn() {
  const received: ReceivedRequest[] = [];
  let mode: ProviderMode = 'ok';
  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Allow-Methods': 'POST',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    // No size limit of ours: what the provider allows is not known here.
    const raw = await readBody(request, Number.POSITIVE_INFINITY).catch(() => null);
    if (!(raw instanceof Buffer)) return; // The client went away.
    const body = raw.toString('utf8');
    received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    switch (mode) {
      case 'ok': {
        // The same rules as the development sink, so a body the provider would refuse fails here too.
        const parsed = parseJsonBody(body);
        const problem = typeof parsed === 'string' ? parsed : checkEmailBody(parsed);
        if (problem) response.writeHead(400, { ...cors, 'Content-Type': 'text/plain' }).end(problem);
        else response.writeHead(200, { ...cors, 'Content-Type': 'text/plain' }).end('OK');
        return;
      }
      case '400':
        response.writeHead(400, { ...cors, 'Content-Type': 'text/plain' }).end('The template ID is invalid');
        return;
      case '500':
        response.writeHead(500, { ...cors, 'Content-Type': 'text/plain' }).end('Internal Server Error');
        return;
      case 'drop':
        request.socket.destroy();
        return;
      case 'slow':
        setTimeout(() => response.writeHead(200, cors).end('OK'), 60_000).unref();
        return;
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: ProviderMode) => (mode = next),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ProviderStandIn = Awaited<ReturnType<typeof startProviderStandIn>>;

let shared: Promise<ProviderStandIn> | undefined;
// Registered while this module loads, outside any suite: a hook of the run, after every test.
after(async () => {
  if (shared) await (await shared).close();
});

/**
 * The contact form's guards of the suites that send messages from headless Chromium: headless
 * browsers allowed, the rest as by default (10 s a page), and one address blocked, which no other
 * test types.
 */
export const SENDING_GUARDS = { CONTACT_BLOCK_HEADLESS: 'false', CONTACT_BLOCK_LIST: 'bloqueado@exemplo.com' };

/**
 * For a suite: a provider stand-in, and the site built to send to it with these guards' settings.
 * Its address is known only once it listens, and the build's CSP must allow it; `provider` is there
 * when the suite's tests run. The suites of a test process share one stand-in, and suites with the
 * same guards one build: a test sets the mode it needs and counts the requests it causes.
 */
export function useSiteWithProvider(guards: Record<string, string> = SENDING_GUARDS): { site: Site; provider: ProviderStandIn } {
  const handle = {} as { site: Site; provider: ProviderStandIn };
  handle.site = useSite(async () => {
    handle.provider = await (shared ??= startProviderStandIn());
    return buildVariant({
      EMAILJS_SERVICE_ID: 'service_e2e',
      EMAILJS_TEMPLATE_ID: 'template_e2e',
      EMAILJS_PUBLIC_KEY: 'pk_e2e',
      EMAILJS_API_ORIGIN: handle.provider.origin,
      ...guards,
    });
  });
  return handle;
}
