import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { headersFor, parseHeadersFile, type HeaderRule } from './security';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

async function findFile(root: string, pathname: string): Promise<string | null> {
  const candidate = resolve(root, `.${normalize(pathname)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return path;
  }
  return null;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/**
 * Serves a built folder the way static hosts do: the `_headers` rules applied, `/x` served from
 * `x.html` or `x/index.html`, and 404.html with status 404 for anything else. `before` may answer
 * a request first (test stand-ins).
 */
export async function serveStatic(root: string, { port = 0, host = '127.0.0.1', before }: { port?: number; host?: string; before?: RequestHandler } = {}) {
  const absoluteRoot = resolve(root);
  const rules: HeaderRule[] = parseHeadersFile(await readFile(join(absoluteRoot, '_headers'), 'utf8').catch(() => ''));
  const server: Server = createServer(async (request, response) => {
    try {
      if (before && (await before(request, response))) return;
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = await findFile(absoluteRoot, pathname);
      const served = file ?? join(absoluteRoot, '404.html');
      const headers = headersFor(rules, file ? pathname : '/404.html');
      response.writeHead(file ? 200 : 404, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream', ...headers });
      if (request.method === 'HEAD') response.end();
      else createReadStream(served).on('error', () => response.end()).pipe(response);
    } catch {
      response.writeHead(400).end('Bad request');
    }
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
