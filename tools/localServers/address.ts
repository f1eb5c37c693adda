// What the dev and preview servers say about where they listen.
import { BuildError } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const ANY_INTERFACE = new Set(['0.0.0.0', '::']);

/** The one address to open on this machine for a server listening on `host`, at the site's base path. */
export function addressToOpen(host: string, port: number, basePath = '/'): string {
  const name = LOOPBACK.has(host) || ANY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${basePath === '/' ? '' : basePath}`;
}

/** Said whenever HOST lets other machines in, so that it never happens unnoticed. */
export function exposureNotice(host: string): string | null {
  if (LOOPBACK.has(host)) return null;
  const reach = ANY_INTERFACE.has(host) ? 'todas as interfaces de rede' : host;
  return `HOST=${host}: servidor aberto à rede (${reach}); outros aparelhos podem acessá-lo`;
}

/** A busy port or an unknown host as one line to act on. */
export function listenFailure(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return new BuildError(`port ${port} is in use; set PORT to another one (0 picks a free one)`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new BuildError(`HOST=${host} is not an address of this machine`);
  return error;
}

/** The lines a server prints once it listens. */
export function listeningBanner(label: string, host: string, port: number, extra: string[] = [], basePath = '/'): string {
  const notice = exposureNotice(host);
  return [
    '',
    `  ${label}: ${addressToOpen(host, port, basePath)}`,
    ...(notice ? [`  ${notice}`] : []),
    ...extra.map((line) => `  ${line}`),
    '',
  ].join('\n');
}
