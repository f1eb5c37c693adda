/**
 * A stand-in collector on 127.0.0.1 for the privacy-first providers, each at its documented address
 * and in its documented request format (the references are in src/lib/audienceCollector.ts):
 * Plausible's POST …/api/event, Umami's POST …/api/send, GoatCounter's GET …/count. A request in
 * another shape is refused with 400 and kept as a problem; each accepted one becomes a hit.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AudienceProvider } from '../../src/lib/appConfig';
import { readBody } from '../../tools/localServers/requestBody';

export interface Hit {
  provider: AudienceProvider;
  /** Null for a page view. */
  name: string | null;
  /** The page's path, as the provider records it (a page view's; an event's page, where the format has one). */
  path: string;
  referrer: string;
  /** The event's properties; GoatCounter's event keeps them in its name. */
  props: Record<string, unknown> | null;
  /** What the request carried that this mode must never send. */
  cookie: string | undefined;
}

type Parsed = Omit<Hit, 'cookie'> | string;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function plausible(body: unknown): Parsed {
  if (!isRecord(body)) return 'the body must be a JSON object';
  const { name, url, domain, referrer, props } = body;
  if (typeof name !== 'string' || !name) return 'name is required';
  if (typeof domain !== 'string' || !domain) return 'domain is required';
  if (typeof url !== 'string' || !URL.canParse(url)) return 'url must be an absolute URL';
  if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') return 'referrer must be a string or null';
  if (props !== undefined && !isRecord(props)) return 'props must be an object';
  const { pathname, search } = new URL(url);
  return {
    provider: 'plausible',
    name: name === 'pageview' ? null : name,
    path: pathname + search,
    referrer: text(referrer),
    props: props ?? null,
  };
}

function umami(body: unknown): Parsed {
  if (!isRecord(body) || body.type !== 'event' || !isRecord(body.payload)) return 'the body must be {type: "event", payload}';
  const { website, hostname, url, referrer, title, name, data } = body.payload;
  if (typeof website !== 'string' || !website) return 'payload.website is required';
  if (typeof hostname !== 'string' || typeof url !== 'string' || !url.startsWith('/'))
    return 'payload.hostname and payload.url (a path) are required';
  if (typeof title !== 'string') return 'payload.title must be a string';
  if (name !== undefined && typeof name !== 'string') return 'payload.name must be a string';
  if (data !== undefined && !isRecord(data)) return 'payload.data must be an object';
  return { provider: 'umami', name: name ?? null, path: url, referrer: text(referrer), props: data ?? null };
}

function goatcounter(query: URLSearchParams): Parsed {
  const path = query.get('p');
  if (!path) return 'p is required';
  const event = query.get('e') ?? 'false';
  if (!['true', 'false', '1', '0', 'on', 'off'].includes(event)) return 'e must be a boolean';
  const isEvent = ['true', '1', 'on'].includes(event);
  return { provider: 'goatcounter', name: isEvent ? path : null, path: isEvent ? '' : path, referrer: query.get('r') ?? '', props: null };
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Methods': 'POST' };
// GoatCounter's answer to /count: a 1x1 GIF.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

export async function startAudienceStandIn() {
  const hits: Hit[] = [];
  const problems: string[] = [];
  const listeners = new Set<() => void>();
  const keep = (request: IncomingMessage, parsed: Parsed) => {
    if (typeof parsed === 'string') problems.push(`${request.method} ${request.url}: ${parsed}`);
    else hits.push({ ...parsed, cookie: request.headers.cookie });
    listeners.forEach((listener) => listener());
    return typeof parsed === 'string' ? 400 : 200;
  };
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url!, 'http://stand-in');
    if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
    if (request.method === 'GET' && url.pathname.endsWith('/count')) {
      const status = keep(request, goatcounter(url.searchParams));
      return void response.writeHead(status, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).end(GIF);
    }
    const provider = url.pathname.endsWith('/api/event') ? plausible : url.pathname.endsWith('/api/send') ? umami : undefined;
    if (request.method !== 'POST' || !provider) {
      keep(request, 'no such collection address');
      return void response.writeHead(404, CORS).end();
    }
    const raw = await readBody(request, 64 * 1024).catch(() => null);
    if (!(raw instanceof Buffer)) return void response.writeHead(413, CORS).end();
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      body = undefined;
    }
    const status = keep(request, provider(body));
    response.writeHead(status === 200 && provider === plausible ? 202 : status, { ...CORS, 'Content-Type': 'application/json' }).end('{}');
  }
  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    problems,
    /** Resolves with the first hit from index `from` on that matches, as soon as it arrives; fails, listing what came, after `timeoutMs`. */
    waitFor(match: (hit: Hit) => boolean, from = 0, timeoutMs = 15_000): Promise<Hit> {
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(() => {
          listeners.delete(look);
          reject(
            new Error(`no such hit after ${timeoutMs} ms; received: ${JSON.stringify(hits.slice(from))}; refused: ${problems.join(' | ')}`),
          );
        }, timeoutMs);
        const look = () => {
          const found = hits.slice(from).find(match);
          if (!found) return;
          listeners.delete(look);
          clearTimeout(deadline);
          resolve(found);
        };
        listeners.add(look);
        look();
      });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AudienceStandIn = Awaited<ReturnType<typeof startAudienceStandIn>>;
