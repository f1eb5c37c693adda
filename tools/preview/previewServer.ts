// `node build.mjs --preview`: a built folder served as a static host would, with its _headers, under
// the base path it was built for.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeBasePath } from '../../src/lib/sitePath';
import { serveStatic } from '../localServers/staticServer';
import { listenFailure, listeningBanner } from '../localServers/address';
import { BuildError } from '../errors';
import { displayPath } from '../projectPaths';
import { PREVIEW_PORT, type Settings } from '../settings';

/** The base path a folder was built for, from the scope of its web app manifest: the build's own record of SITE_URL. */
async function builtBasePath(dir: string): Promise<string> {
  const manifest = await readFile(join(dir, 'manifest.webmanifest'), 'utf8').catch(() => '{}');
  return normalizeBasePath((JSON.parse(manifest) as { scope?: string }).scope ?? '/');
}

export async function startPreviewServer(settings: Settings, dir: string): Promise<void> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new BuildError(`${displayPath(join(dir, 'index.html'))} not found: run "npm run build" first`);
  }
  const { HOST: host, PORT: port = PREVIEW_PORT } = settings;
  const basePath = await builtBasePath(dir);
  const server = await serveStatic(dir, { port, host, basePath }).catch((error: unknown) => {
    throw listenFailure(error, host, port);
  });
  console.log(listeningBanner('Build de produção', host, server.port, [], basePath));
}
