import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { siteHeaderRules } from '../../../tools/hosting/headerRules';
import { headersFile } from '../../../tools/hosting/headersFile';

/** The site's header rules for a site of two pages under `basePath`. */
const headers = (basePath = '/') => headersFile(siteHeaderRules({ policy: "default-src 'self'", basePath, pagePaths: ['/', '/404'] }));
import { serveStatic } from '../../../tools/localServers/staticServer';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/** One raw request, byte for byte as written (fetch would tidy the address first): status and body. */
async function rawRequest(origin: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  socket.write(head);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return { status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

const get = (origin: string, target: string) =>
  rawRequest(origin, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

describe('static server: odd and hostile requests', () => {
  const root = temporaryFolder('static-');
  let server: Awaited<ReturnType<typeof serveStatic>>;
  before(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<p>início</p>');
    writeFileSync(join(root, '404.html'), '<p>não encontrada</p>');
    writeFileSync(join(root, 'assets', 'app.js'), 'void 0;');
    writeFileSync(join(root, '_headers'), headers());
    server = await serveStatic(root);
  });
  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  // Anything that names no file of the site gets the not-found page, never an error or a file outside it.
  const notFound = [
    '/%E0%A4%A',
    '/%',
    '/%ZZ/%',
    '/%00',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../../etc/passwd',
    '//evil.example/',
    '/p%C3%A1gina/%F0%9F%9A%80',
    `/${'a/'.repeat(4096)}`,
    `/${'%E0%A4%A'.repeat(900)}`,
  ];
  for (const target of notFound) {
    test(`GET ${target.length > 60 ? `${target.slice(0, 30)}… (${target.length} bytes)` : target} -> 404 with the not-found page`, async () => {
      const { status, body } = await get(server.url, target);
      assert.equal(status, 404);
      assert.equal(body, '<p>não encontrada</p>');
    });
  }

  test('the site itself is still served, a query of any kind included', async () => {
    for (const target of ['/', '/?utm_source=%E0%A4%A&%=%', '/index.html#%', '/assets/app.js']) {
      assert.equal((await get(server.url, target)).status, 200, target);
    }
  });

  test('a request that is not HTTP gets 400 and the server keeps answering', async () => {
    for (const head of [
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'GET /\u00e1 HTTP/1.1\r\nHost: x\r\n\r\n',
      'BLÁ\r\n\r\n',
    ]) {
      assert.equal((await rawRequest(server.url, head)).status, 400, JSON.stringify(head));
    }
    assert.equal((await get(server.url, '/')).status, 200);
  });
});

describe('static server under a base path, as GitHub Pages serves a project site', () => {
  const root = join(temporaryFolder('static-base-'), 'site');
  let server: Awaited<ReturnType<typeof serveStatic>>;
  before(async () => {
    // Started before the folder exists: the port is known first, the site is built after.
    server = await serveStatic(root, { basePath: '/portfolio/' });
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<p>início</p>');
    writeFileSync(join(root, '404.html'), '<p>não encontrada</p>');
    writeFileSync(join(root, 'assets', 'app.js'), 'void 0;');
    writeFileSync(join(root, '_headers'), headers('/portfolio/'));
  });
  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the files are under the base, with the headers of their rules', async () => {
    const page = await fetch(`${server.url}/portfolio/`);
    assert.equal(page.status, 200);
    assert.equal(await page.text(), '<p>início</p>');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(page.headers.get('content-security-policy'), "default-src 'self'");
    const script = await fetch(`${server.url}/portfolio/assets/app.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('cache-control')!, /immutable/);
    assert.equal((await fetch(`${server.url}/portfolio/404`)).status, 200);
  });

  test('the base without its slash is redirected to it', async () => {
    const response = await fetch(`${server.url}/portfolio`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/portfolio/');
  });

  test('unknown paths inside and outside the base get 404.html with status 404', async () => {
    for (const path of ['/portfolio/x', '/portfolio/a/b/c', '/', '/assets/app.js', '/portfolios/']) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 404, path);
      assert.equal(await response.text(), '<p>não encontrada</p>', path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    }
  });
});

describe('static server: compression', () => {
  test('brotli or gzip as asked; a file rebuilt under the running server is served as it now is', async () => {
    const root = temporaryFolder('static-');
    const server = await serveStatic(root);
    try {
      const file = join(root, 'app.js');
      const body = async (encoding: string) => {
        const response = await fetch(`${server.url}/app.js`, { headers: { 'Accept-Encoding': encoding } });
        return { encoding: response.headers.get('content-encoding'), text: await response.text() };
      };
      writeFileSync(file, 'console.log("primeira");'.repeat(50));
      assert.deepEqual(await body('br'), { encoding: 'br', text: 'console.log("primeira");'.repeat(50) });
      assert.deepEqual(await body('gzip'), { encoding: 'gzip', text: 'console.log("primeira");'.repeat(50) });
      writeFileSync(file, 'console.log("segunda, mais longa");'.repeat(50));
      assert.deepEqual(await body('br'), { encoding: 'br', text: 'console.log("segunda, mais longa");'.repeat(50) });
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('static server: closing', () => {
  // Without the cut, close() would wait for the browser's connection (Node's headers timeout: a minute).
  test('closing drops the connections a browser keeps open, used or not', { timeout: 10_000 }, async (t) => {
    const root = temporaryFolder('static-');
    writeFileSync(join(root, 'index.html'), '<p>início</p>');
    const server = await serveStatic(root);
    const { port } = new URL(server.url);
    const opened = connect(Number(port), '127.0.0.1');
    const kept = connect(Number(port), '127.0.0.1');
    await Promise.all([opened, kept].map((socket) => once(socket, 'connect')));
    // Should the test time out, the client lets go, so the process can end with its failure.
    t.signal.addEventListener('abort', () => [opened, kept].forEach((socket) => socket.destroy()));
    kept.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await once(kept, 'data');
    await Promise.all([server.close(), once(opened, 'close'), once(kept, 'close')]);
    rmSync(root, { recursive: true, force: true });
  });
});
