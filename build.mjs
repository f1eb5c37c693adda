#!/usr/bin/env node
// The only build entry point.
//   node build.mjs              production build into dist/ (prerendered, hashed, minified)
//   node build.mjs --watch      development server with live reload and the local e-mail sink
//   node build.mjs --preview    serves dist/ as a static host would (with its _headers)
// Options: --outdir=DIR (build or preview another folder), --settings-file=FILE (read instead of .env).
// Configuration: see .env.example.
import * as esbuild from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { gzipSync } from 'node:zlib';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const STATIC_DIR = path.join(ROOT, 'static');
const CACHE_DIR = path.join(ROOT, '.cache');
const DEFAULT_SITE_URL = 'http://localhost:4173';
const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';
const CLIENT_ENTRIES = ['src/app/entry-client.tsx', 'src/app/styles.css'];
// Loaded with import() when first needed. Each is bundled on its own, so the page's script imports
// nothing at start; keep them leaves (no imports shared with the app), or their code is duplicated.
const LAZY_MODULES = ['src/lib/email.ts', 'src/content/legal.ts'];

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outdirArg = option('outdir');
const envFile = path.resolve(ROOT, option('settings-file') ?? '.env');

class ConfigError extends Error {}

/** Reads configuration once: the process environment first, then `.env`. */
function readSettings() {
  let fromFile = {};
  if (existsSync(envFile)) {
    try {
      fromFile = parseEnv(readFileSync(envFile, 'utf8'));
    } catch (error) {
      throw new ConfigError(`${path.relative(ROOT, envFile)} could not be read: ${error.message}`);
    }
  }
  return (name) => (process.env[name] ?? fromFile[name] ?? '').trim();
}

function checkUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https://, got "${value}"`);
  }
  return url;
}

/** The typed configuration of src/lib/config.ts, for one build mode. */
export function loadConfig(mode, { devPort, quiet = false } = {}) {
  const setting = readSettings();
  const development = mode === 'development';

  const siteUrlSetting = setting('SITE_URL');
  if (!siteUrlSetting && !development && !quiet) {
    console.warn(`warning: SITE_URL is not set; canonical, Open Graph and sitemap URLs use ${DEFAULT_SITE_URL}`);
  }
  const siteUrl = checkUrl('SITE_URL', siteUrlSetting || (development ? `http://localhost:${devPort}` : DEFAULT_SITE_URL))
    .href.replace(/\/$/, '');

  const gaMeasurementId = setting('GA_MEASUREMENT_ID');
  if (gaMeasurementId && !/^[A-Za-z0-9-]+$/.test(gaMeasurementId)) {
    throw new ConfigError(`GA_MEASUREMENT_ID must look like G-XXXXXXX, got "${gaMeasurementId}"`);
  }

  const originSetting = setting('EMAILJS_API_ORIGIN');
  // Development talks to the local e-mail sink (same origin) unless an origin is set on purpose.
  const apiOrigin = originSetting
    ? checkUrl('EMAILJS_API_ORIGIN', originSetting).origin
    : development
      ? ''
      : DEFAULT_EMAIL_ORIGIN;
  const devDefault = (value, fallback) => value || (development ? fallback : '');

  return {
    mode,
    siteUrl,
    gaMeasurementId,
    buildYear: new Date().getFullYear(),
    emailjs: {
      serviceId: devDefault(setting('EMAILJS_SERVICE_ID'), 'dev_service'),
      templateId: devDefault(setting('EMAILJS_TEMPLATE_ID'), 'dev_template'),
      publicKey: devDefault(setting('EMAILJS_PUBLIC_KEY'), 'dev_public_key'),
      apiOrigin,
    },
  };
}

function defines(config) {
  return {
    // A string literal, not an object: esbuild would turn an object into a module of its own,
    // pulled into every lazily loaded chunk.
    __APP_CONFIG__: JSON.stringify(JSON.stringify(config)),
    'process.env.NODE_ENV': JSON.stringify(config.mode === 'development' ? 'development' : 'production'),
  };
}

const shared = { absWorkingDir: ROOT, bundle: true, jsx: 'automatic', logLevel: 'warning' };

/** The Node side (prerender, document, SEO, headers, servers) bundled from src/server. */
async function loadServerModule(config) {
  const outfile = path.join(CACHE_DIR, `server-${config.mode}-${process.pid}.mjs`);
  await esbuild.build({
    ...shared,
    entryPoints: ['src/server/index.ts'],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.css': 'empty' },
    define: defines(config),
    outfile,
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(outfile, { force: true });
  }
}

async function themeBootstrap() {
  const result = await esbuild.build({
    ...shared,
    entryPoints: ['src/app/theme-bootstrap.ts'],
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
  });
  return result.outputFiles[0].text.trim();
}

/** Turns `import('…/email')` of a lazy module into an import of its own built file. */
function lazyModules(urls) {
  return {
    name: 'lazy-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.lazy) return undefined;
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { lazy: true } });
        const url = urls.get(resolved.path);
        return url ? { path: url, external: true } : undefined;
      });
    },
  };
}

function publicPath(outdir, file) {
  return `/${path.relative(outdir, path.join(ROOT, file)).split(path.sep).join('/')}`;
}

async function buildProduction(outdir) {
  const config = loadConfig('production');
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  if (existsSync(STATIC_DIR)) await cp(STATIC_DIR, outdir, { recursive: true });

  const browserBuild = {
    ...shared,
    outdir: path.join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    format: 'esm',
    // Browsers from 2021 on: class fields and logical assignment ship as written.
    target: 'es2022',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    define: defines(config),
    metafile: true,
  };
  const lazy = await esbuild.build({ ...browserBuild, entryPoints: LAZY_MODULES });
  const lazyUrls = new Map(
    Object.entries(lazy.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [path.join(ROOT, output.entryPoint), publicPath(outdir, file)]),
  );
  const client = await esbuild.build({ ...browserBuild, entryPoints: CLIENT_ENTRIES, plugins: [lazyModules(lazyUrls)] });
  const outputOf = (entry) =>
    Object.entries(client.metafile.outputs).find(([, output]) => output.entryPoint === entry)?.[0];
  const scriptSrc = publicPath(outdir, outputOf(CLIENT_ENTRIES[0]));
  const styleHref = publicPath(outdir, outputOf(CLIENT_ENTRIES[1]));

  const server = await loadServerModule(config);
  const bootstrap = await themeBootstrap();
  const policy = server.contentSecurityPolicy({
    inlineScriptHashes: [server.scriptHash(bootstrap)],
    analytics: config.gaMeasurementId !== '',
    emailOrigin: config.emailjs.apiOrigin,
  });

  for (const routePath of ['/', server.NOT_FOUND_PATH]) {
    const page = server.renderRoute(routePath);
    const html = server.renderDocument({
      appHtml: page.html,
      routePath: page.path,
      title: page.title,
      siteUrl: config.siteUrl,
      scriptSrc,
      styleHref,
      themeBootstrap: bootstrap,
      cspMeta: server.serializePolicy(policy, { forMeta: true }),
      noindex: page.path === server.NOT_FOUND_PATH,
    });
    await writeFile(path.join(outdir, page.path === '/' ? 'index.html' : '404.html'), html);
  }

  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(outdir, 'robots.txt'), server.robotsTxt(config.siteUrl));
  await writeFile(path.join(outdir, 'sitemap.xml'), server.sitemapXml(config.siteUrl, ['/'], today));
  await writeFile(path.join(outdir, 'manifest.webmanifest'), `${JSON.stringify(server.webManifest(), null, 2)}\n`);
  await writeFile(path.join(outdir, '_headers'), server.headersFile(server.serializePolicy(policy)));

  await printSizes(outdir);
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

async function printSizes(outdir) {
  const rows = [];
  for (const file of await listFiles(outdir)) {
    if (!/\.(html|js|css)$/.test(file)) continue;
    const bytes = (await stat(file)).size;
    rows.push([path.relative(outdir, file), bytes, gzipSync(readFileSync(file)).length]);
  }
  console.log(`\nBuilt ${path.relative(ROOT, outdir) || outdir}/`);
  for (const [file, bytes, gzip] of rows.sort()) {
    console.log(`  ${file.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
  }
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new ConfigError(`port ${port} is in use; set PORT to another one`) : error),
    );
    server.listen(port, host, resolve);
  });
}

async function startDevServer() {
  const port = Number(process.env.PORT) || 5173;
  const config = loadConfig('development', { devPort: port });
  const devdir = path.join(ROOT, '.dev');
  await rm(devdir, { recursive: true, force: true });
  await mkdir(devdir, { recursive: true });
  if (existsSync(STATIC_DIR)) await cp(STATIC_DIR, devdir, { recursive: true });

  const server = await loadServerModule(config);
  // A shell without prerendered markup: the client renders, so edits never mismatch stale HTML.
  await writeFile(
    path.join(devdir, 'index.html'),
    server.renderDocument({
      appHtml: '',
      routePath: '',
      title: server.renderRoute('/').title,
      siteUrl: config.siteUrl,
      scriptSrc: '/assets/entry-client.js',
      styleHref: '/assets/styles.css',
      themeBootstrap: await themeBootstrap(),
      noindex: true,
    }),
  );

  const context = await esbuild.context({
    ...shared,
    logLevel: 'info',
    entryPoints: CLIENT_ENTRIES,
    outdir: path.join(devdir, 'assets'),
    entryNames: '[name]',
    format: 'esm',
    target: 'es2022',
    sourcemap: 'linked',
    define: defines(config),
    // Development only: reload open tabs after each rebuild.
    inject: ['src/app/live-reload.ts'],
  });
  await context.watch();
  const esbuildServer = await context.serve({
    servedir: devdir,
    host: '127.0.0.1',
    fallback: path.join(devdir, 'index.html'),
  });

  const outbox = path.join(ROOT, '.outbox', 'messages.jsonl');
  const front = http.createServer(async (request, response) => {
    if (await server.handleEmailSink(request, response, outbox)) return;
    const proxied = http.request(
      { hostname: '127.0.0.1', port: esbuildServer.port, path: request.url, method: request.method, headers: request.headers },
      (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
      },
    );
    proxied.on('error', () => response.writeHead(502).end('The build server is restarting; reload in a moment.'));
    request.pipe(proxied);
  });
  await listen(front, port, '0.0.0.0');
  console.log(`\n  Portfólio em desenvolvimento: http://localhost:${port}`);
  console.log(`  E-mails do formulário vão para .outbox/messages.jsonl\n`);
}

async function preview() {
  const dir = path.resolve(ROOT, outdirArg ?? 'dist');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new ConfigError(`${path.relative(ROOT, dir)}/index.html not found: run "npm run build" first`);
  }
  const port = Number(process.env.PORT) || 4173;
  const server = await loadServerModule(loadConfig('production', { quiet: true }));
  const { url } = await server.serveStatic(dir, { port, host: '127.0.0.1' });
  console.log(`\n  Build de produção em ${url.replace('127.0.0.1', 'localhost')}\n`);
}

try {
  if (args.includes('--watch')) await startDevServer();
  else if (args.includes('--preview')) await preview();
  else await buildProduction(path.resolve(ROOT, outdirArg ?? 'dist'));
} catch (error) {
  // esbuild has already printed its own diagnostics; anything else gets one clear line.
  if (!error?.errors) console.error(`\nbuild failed: ${error instanceof ConfigError ? error.message : error?.stack ?? error}`);
  process.exit(1);
}
