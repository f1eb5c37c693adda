// `node build.mjs --watch`: the page rebuilt on save, static/ served live, open tabs reloaded, and
// the local e-mail sink, all behind one address on this machine only unless HOST says otherwise.
// The site is served under its base path, as in production; the content's images as the build makes them.
import { notesListPath } from '../../src/lib/pagePaths';
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/editions';
import { hasTranslation, TRANSLATION_LANGUAGE } from '../content/translation';
import { checkedContent } from '../content/source';
import { caseStudyFiles, caseStudyIds } from '../content/caseStudies';
import { noteFiles } from '../content/notes';
import { cvLink } from '../cv/writeCv';
import { pathInSite } from '../../src/lib/sitePath';
import { handleEmailSink } from '../localServers/emailSink';
import { contentType, findFile, listen } from '../localServers/staticServer';
import { addressToOpen, listenFailure, listeningBanner } from '../localServers/address';
import { watchContent, type ContentSource, type DevContent } from './devContent';
import { watchClient, type DevAssets } from './devAssets';
import { CACHE_DIR, displayPath, OUTBOX_FILE, STATIC_DIR } from '../projectPaths';
import { RELOAD_PATH, reloadEvents, withGeneration, type ReloadEvents } from './reloadEvents';
import type { AppConfig } from '../../src/lib/appConfig';
import { appConfig, DEV_PORT, type Settings } from '../settings';
import { devImages, type DevImages } from './devImages';
import { watchFolders } from './watchFolders';
import { writeJsonSchemas } from '../content/jsonSchemas';

interface DevSite {
  basePath: string;
  /** static/, or the folder --static-dir names: served as it is. */
  staticDir: string;
  content: DevContent;
  assets: DevAssets;
  reload: ReloadEvents;
  images: DevImages;
}

function send(request: IncomingMessage, response: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

async function answer(request: IncomingMessage, response: ServerResponse, site: DevSite): Promise<void> {
  if (await handleEmailSink(request, response, OUTBOX_FILE)) return;
  const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname);
  if (requested === RELOAD_PATH) return site.reload.subscribe(request, response);
  const pathname = pathInSite(requested, site.basePath);
  if (pathname === null) return notInSite(response, requested, site.basePath);
  const asset = site.assets.get(pathname);
  if (asset) return send(request, response, 200, contentType(pathname), asset);
  const image = site.images.current.files.get(pathname);
  if (image) return send(request, response, 200, contentType(image), await readFile(image));
  const generated = await site.content.file(pathname);
  if (generated) return send(request, response, 200, contentType(pathname), generated);
  // Read at each request, so what is in static/ now is what is served.
  const file = await findFile(site.staticDir, pathname);
  if (file) return send(request, response, 200, contentType(file), await readFile(file));
  // A page made from Markdown, as the app fetches it on a move (src/lib/prerenderedPages.ts).
  const pageData = pathname.endsWith('.json') ? await site.content.pageData(pathname, site.images.current.manifest) : undefined;
  if (pageData) return send(request, response, 200, 'application/json; charset=utf-8', pageData);
  // A page path gets the app, whose router shows the page or its not-found page; a file path a 404.
  if (extname(pathname)) return send(request, response, 404, 'text/plain; charset=utf-8', 'Not found');
  const page = site.content.page(pathname, site.images.current.manifest);
  send(request, response, page.status, 'text/html; charset=utf-8', withGeneration(page.html, site.reload.generation));
}

/** Outside the base path: the root leads to the site, anything else is not found. */
function notInSite(response: ServerResponse, requested: string, basePath: string): void {
  if (requested === '/') response.writeHead(302, { Location: basePath }).end();
  else response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: the site is under ${basePath}`);
}

export async function startDevServer(settings: Settings, contentDir: string, staticDir = STATIC_DIR): Promise<void> {
  const { HOST: host, PORT: port = DEV_PORT } = settings;
  let siteReady: (site: DevSite) => void = () => {};
  let siteFailed: (error: unknown) => void = () => {};
  const starting = new Promise<DevSite>((resolve, reject) => ((siteReady = resolve), (siteFailed = reject)));
  const server = createServer((request, response) => {
    // A request made while the server starts waits for it (a second or two), rather than failing.
    starting
      .then((site) => answer(request, response, site))
      .catch((error: unknown) => {
        if (!response.headersSent) send(request, response, 500, 'text/plain; charset=utf-8', String(error));
        else response.end();
      });
  });
  // Listening first, so that PORT=0 has its real port before the configuration is made.
  const actualPort = await listen(server, port, host).catch((error: unknown) => {
    throw listenFailure(error, host, port);
  });
  const config = appConfig(settings, 'development', addressToOpen(host, actualPort));
  const outbox = `E-mails do formulário vão para ${displayPath(OUTBOX_FILE)}`;
  console.log(listeningBanner('Portfólio em desenvolvimento', host, actualPort, [outbox], config.basePath));
  startSite(config, [contentDir, staticDir]).then(siteReady, siteFailed);
  await starting;
}

/**
 * With a translation at start, the English edition too: its bundles read the English content, which
 * the content check writes into a folder of its own at each save.
 */
async function startSite(base: AppConfig, [contentDir, staticDir]: ContentSource): Promise<DevSite> {
  // The JSON Schemas and their mapping in .vscode/settings.json, as npm run build writes them (for src/content/ only).
  await writeJsonSchemas(contentDir);
  const languages: Language[] = hasTranslation(contentDir) ? [DEFAULT_LANGUAGE, TRANSLATION_LANGUAGE] : [DEFAULT_LANGUAGE];
  // The CV link's download name (its size is not shown while the content may change), and the
  // projects whose cards lead to a case study: as the content is at start.
  const { ownerName, caseStudies } = await checkedContent(contentDir, staticDir).then(
    (content) => ({ ownerName: content.owner.name, caseStudies: caseStudyIds(caseStudyFiles(contentDir, false), content) }),
    () => ({ ownerName: '', caseStudies: [] }),
  );
  const notes = noteFiles(contentDir, languages.length > 1);
  const editionConfig = (language: Language): AppConfig => ({
    ...base,
    languages,
    language,
    cv: cvLink(ownerName, language, base.basePath),
    caseStudies,
    notes: notes[language].length > 0 ? `${notesListPath(language)}/` : null,
  });
  const config = editionConfig(DEFAULT_LANGUAGE);
  // One folder per content folder, rewritten at each start: nothing is left behind however the server ends.
  const digest = createHash('sha256').update(contentDir).digest('hex').slice(0, 12);
  const editionDir = languages.length > 1 ? join(CACHE_DIR, `dev-content-${TRANSLATION_LANGUAGE}-${digest}`) : undefined;
  if (editionDir) await mkdir(editionDir, { recursive: true });
  const reload = reloadEvents();
  // Encoded in the background once the page is served: it shows the plain files until then, and reloads when they are ready.
  const images = devImages(config, [contentDir, staticDir], () => reload.announce(['/']));
  // An image of the content may be among the changed files: its files and the page's manifest follow.
  watchFolders(
    [staticDir],
    () => true,
    (files) => {
      reload.announce(files.map((file) => `/${file}`));
      images.refresh();
    },
  );
  const [assets, english, content] = await Promise.all([
    watchClient(config, contentDir, reload.announce),
    editionDir ? watchClient(editionConfig(TRANSLATION_LANGUAGE), editionDir, reload.announce) : undefined,
    // The content names the images: its files and the page's manifest follow (a reload more if they change).
    watchContent(config, [contentDir, staticDir], editionDir, (changed) => {
      reload.announce(changed);
      images.refresh();
    }),
  ]);
  images.refresh();
  const bundles = { get: (path: string) => assets.get(path) ?? english?.get(path) };
  return { basePath: config.basePath, staticDir, content, assets: bundles, reload, images };
}
