import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathInSite, sitePath } from '../../src/lib/sitePath';
import { decodeUriComponentSafely } from '../../src/lib/uri';
import { headersFor, type HeaderRule } from '../hosting/headerRules';
import { parseHeadersFile } from '../hosting/headersFile';

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
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

export function contentType(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

/** The file for a URL path under `root`: itself, its index.html or its .html twin; null outside `root`. */
export async function findFile(root: string, pathname: string): Promise<string | null> {
  const candidate = resolve(root, `.${normalize(pathname)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return path;
  }
  return null;
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|webmanifest|svg|txt|xml)$/;

/** Per file, its compressed bodies while its size and modification time stay the same. */
const compressed = new Map<string, { version: string; bodies: Map<string, Buffer> }>();

/**
 * The body compressed once per file version and encoding, as hosts serve stored compressed files
 * rather than compressing at each request (brotli at quality 11 takes ~0.5 s for the script). A
 * rebuilt file replaces its entry.
 */
function compress(file: string, version: string, body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return { body };
  let entry = compressed.get(file);
  if (entry?.version !== version) compressed.set(file, (entry = { version, bodies: new Map() }));
  let result = entry.bodies.get(encoding);
  if (!result) {
    result =
      encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
    entry.bodies.set(encoding, result);
  }
  return { body: result, encoding };
}

/** Starts listening; resolves with the port (the one chosen when `port` is 0), rejects when it cannot. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export interface StaticServerOptions {
  port?: number;
  host?: string;
  /** The URL path the folder is served under, as GitHub Pages serves a project site (`/portfolio/`); `/` by default. */
  basePath?: string;
}

/**
 * Serves a built folder the way static hosts do: the `_headers` rules applied, `/x` served from
 * `x.html` or `x/index.html`, compressed, and 404.html with status 404 for anything else. Under a
 * base path, the base without its slash is redirected to it and everything outside it is not found.
 * The folder is read at each request, so it may be built after the server has started.
 */
export async function serveStatic(root: string, { port = 0, host = '127.0.0.1', basePath = '/' }: StaticServerOptions = {}) {
  const absoluteRoot = resolve(root);
  const server: Server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    try {
      // The request target is a path: `//host/` names no other host here, and a malformed escape
      // names no file (it gets the not-found page, not an error).
      const pathname = decodeUriComponentSafely(new URL(`http://localhost${request.url ?? '/'}`).pathname);
      if (basePath !== '/' && pathname === basePath.slice(0, -1)) return void response.writeHead(301, { Location: basePath }).end();
      const inSite = pathInSite(pathname, basePath);
      const file = inSite === null ? null : await findFile(absoluteRoot, inSite);
      const served = file ?? join(absoluteRoot, '404.html');
      const rules: HeaderRule[] = parseHeadersFile(await readFile(join(absoluteRoot, '_headers'), 'utf8').catch(() => ''));
      const headers = headersFor(rules, file ? pathname : sitePath('/404.html', basePath));
      // Stat before reading: a file rebuilt in between is compressed again at the next request.
      const { size, mtimeMs } = await stat(served);
      const raw = await readFile(served);
      const { body, encoding } = COMPRESSIBLE.test(served)
        ? compress(served, `${size}:${mtimeMs}`, raw, String(request.headers['accept-encoding'] ?? ''))
        : { body: raw };
      response.writeHead(file ? 200 : 404, {
        'Content-Type': contentType(served),
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(400).end('Bad request');
    }
  }
  const actualPort = await listen(server, port, host);
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    // A browser keeps its connections open for the next page (even one it opened ahead and never
    // used): closing waits for none of them.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
