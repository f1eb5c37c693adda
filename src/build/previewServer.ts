// `node build.mjs --preview`: a built folder served as a static host would, with its _headers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../server/staticServer';
import { listenFailure, listeningBanner } from './address';
import { BuildError } from './errors';
import { displayPath } from './project';
import { PREVIEW_PORT, type Settings } from './settings';

export async function startPreviewServer(settings: Settings, dir: string): Promise<void> {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new BuildError(`${displayPath(join(dir, 'index.html'))} not found: run "npm run build" first`);
  }
  const { HOST: host, PORT: port = PREVIEW_PORT } = settings;
  const server = await serveStatic(dir, { port, host }).catch((error: unknown) => {
    throw listenFailure(error, host, port);
  });
  console.log(listeningBanner('Build de produção', host, server.port));
}
