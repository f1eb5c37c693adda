import assert from 'node:assert/strict';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { defaultDist } from '../../support/builds';
import { launchGuardedChromium } from '../../support/guardedBrowser';
import { openPage } from '../../support/pages';
import { serve } from '../../support/servedSite';
import { BuildServer, canListenBeside } from '../../support/buildServer';
import { projectCopy } from '../../support/projectCopy';

// The server runs in a copy of the repository: the tests edit its sources and static files.
const COPY = projectCopy({ sharedCache: true });
const OUTBOX = join(COPY, '.outbox', 'messages.jsonl');
const WATCHED_SOURCE = join(COPY, 'src', 'app', 'liveReload.ts');
// The owner's starting point: a .env copied from .env.example must behave like no .env at all.
const startDevServer = (env: Record<string, string> = {}) =>
  new BuildServer(['--watch', '--settings-file=.env.example'], env, COPY).started();
/** Resolves once the content's images are encoded (or read from the cache) and in the page's markup. */
const imagesReady = (server: BuildServer) => server.waitFor((output) => /imagens: (\d+)\/\1 prontas/.test(output), 'the images ready');

function outboxLines(): string[] {
  try {
    return readFileSync(OUTBOX, 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** Writes `text` over `file` at once: esbuild never sees it empty halfway (a valid module, and a change). */
function replaceFile(file: string, text: string): void {
  const draft = join(COPY, `watch-test-${process.pid}.ts`);
  writeFileSync(draft, text);
  renameSync(draft, file);
}

/** Runs `change` and resolves once the page has reloaded and listens for the next change again. */
async function reloadAfter(page: Page, change: () => void): Promise<void> {
  const reloaded = page.waitForEvent('load');
  const listening = page.waitForResponse((response) => new URL(response.url()).pathname === '/esbuild');
  change();
  await reloaded;
  await listening;
}

describe('development server (node build.mjs --watch)', { timeout: 120_000 }, () => {
  let server: BuildServer;
  let browser: Browser;
  before(async () => {
    server = await startDevServer();
    browser = await launchGuardedChromium();
  });
  after(async () => {
    await server?.stop();
    await browser?.close();
  });

  test('prints one address, and listens on 127.0.0.1 only', async () => {
    assert.equal(server.output.match(/https?:\/\//g)!.length, 1, server.output);
    // Linux routes all of 127/8 to loopback: a server on 0.0.0.0 would hold the port at 127.0.0.2 too.
    assert.equal(await canListenBeside(server.port), true);
    assert.doesNotMatch(server.output, /HOST=/);
  });

  test('HOST=0.0.0.0 opens it to the network, and says so', async () => {
    const open = await startDevServer({ HOST: '0.0.0.0' });
    try {
      assert.match(open.output, /HOST=0\.0\.0\.0: servidor aberto à rede/);
      assert.equal(await canListenBeside(open.port), false);
    } finally {
      await open.stop();
    }
  });

  test('serves the app shell for / and for any unknown page path, and the bundle', async () => {
    for (const path of ['/', '/qualquer/coisa']) {
      const response = await fetch(`${server.base}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      assert.match(html, /<script type="module" src="\/assets\/main.js">/, path);
      assert.match(html, /<html lang="pt-BR" class="dark">/);
    }
    const bundle = await (await fetch(`${server.base}/assets/main.js`)).text();
    assert.ok(bundle.includes('/esbuild'), 'the live-reload client is missing from the development bundle');
    assert.equal((await fetch(`${server.base}/images/missing.png`)).status, 404);
  });

  test('files in static/ are served live: added, changed and deleted, each reloading the page', async () => {
    const name = `dev-server-test-${process.pid}.svg`;
    const file = join(COPY, 'static', 'images', name);
    const url = `${server.base}/images/${name}`;
    const svg = (color: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="${color}"/></svg>`;
    const { page, problems } = await openPage(browser);
    const listening = page.waitForResponse((response) => new URL(response.url()).pathname === '/esbuild');
    await page.goto(`${server.base}/`);
    await listening;
    try {
      await reloadAfter(page, () => writeFileSync(file, svg('red')));
      const added = await fetch(url);
      assert.equal(added.status, 200);
      assert.equal(added.headers.get('content-type'), 'image/svg+xml');
      assert.equal(await added.text(), svg('red'));

      await reloadAfter(page, () => writeFileSync(file, svg('blue')));
      assert.equal(await (await fetch(url)).text(), svg('blue'));

      await reloadAfter(page, () => rmSync(file));
      assert.equal((await fetch(url)).status, 404);
      assert.deepEqual(problems, []);
    } finally {
      rmSync(file, { force: true });
      await page.context().close();
    }
  });

  test('the content images have the markup of the production build; their files come from the image cache', async () => {
    const imageBoxes = async (url: string) => {
      const { page, problems } = await openPage(browser);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Elements and attributes, whatever order the browser or React wrote the attributes in.
      const markup = await page.locator('.image').evaluateAll((boxes) =>
        boxes.map((box) =>
          [box, ...box.querySelectorAll('*')]
            .map(
              (element) =>
                `<${element.tagName} ${[...element.attributes]
                  .map((attribute) => `${attribute.name}="${attribute.value}"`)
                  .sort()
                  .join(' ')}>`,
            )
            .join(''),
        ),
      );
      await page.context().close();
      assert.deepEqual(problems, []);
      return markup;
    };
    const built = await serve(defaultDist());
    await imagesReady(server);
    try {
      const dev = await imageBoxes(`${server.base}/`);
      // A picture the owner drew as SVG is served as it is; every other one gets AVIF and WebP.
      const raster = dev.filter((box) => !/src="[^"]+\.svg"/.test(box));
      assert.ok(dev.length > 0 && raster.every((box) => box.includes('type="image/avif"')), dev[0]);
      assert.deepEqual(dev, await imageBoxes(`${built.url}/`));
      if (raster.length > 0) {
        const file = raster[0].match(/srcset="([^" ]+)/)![1];
        const response = await fetch(`${server.base}${file}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/avif');
      }
    } finally {
      await built.close();
    }
  });

  test('under the path of SITE_URL: served there, the one address printed is there, the root leads to it', async () => {
    const sub = await startDevServer({ SITE_URL: 'https://user.github.io/portfolio' });
    await imagesReady(sub);
    try {
      assert.match(sub.output, new RegExp(`http://localhost:${sub.port}/portfolio/\\n`));
      assert.equal(sub.output.match(/https?:\/\//g)!.length, 1, sub.output);
      const root = await fetch(`${sub.base}/`, { redirect: 'manual' });
      assert.equal(root.status, 302);
      assert.equal(root.headers.get('location'), '/portfolio/');
      const { page, problems } = await openPage(browser);
      const failed: string[] = [];
      page.on('response', (response) => void (response.status() >= 400 && failed.push(response.url())));
      await page.goto(`${sub.base}/portfolio/`);
      await page.waitForLoadState('networkidle');
      assert.equal(new URL(page.url()).pathname, '/portfolio/');
      assert.ok(
        await page
          .locator('#meus-projetos .project-card picture img')
          .first()
          .evaluate((image: HTMLImageElement) => image.currentSrc.includes('/portfolio/assets/images/')),
      );
      assert.deepEqual(failed, []);
      assert.deepEqual(problems, []);
      await page.context().close();
    } finally {
      await sub.stop();
    }
  });

  test('the e-mail sink answers like the provider and keeps each message', async () => {
    const before = outboxLines().length;
    const good = await fetch(`${server.base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify({
        lib_version: '4.4.1',
        user_id: 'dev_public_key',
        service_id: 'dev_service',
        template_id: 'dev_template',
        template_params: { from_name: 'Ana', message: 'Olá, tudo bem?' },
      }),
    });
    assert.equal(good.status, 200);
    assert.equal(await good.text(), 'OK');
    const lines = outboxLines();
    assert.equal(lines.length, before + 1);
    assert.equal(JSON.parse(lines.at(-1)!).template_params.from_name, 'Ana');
    await server.waitFor((output) => output.includes('Olá, tudo bem?'), 'the message in the terminal');

    const bad = await fetch(`${server.base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: '{"user_id":"x"}',
    });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /The service_id parameter is required/);

    const form = new FormData();
    for (const [key, value] of Object.entries({ lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', nome: 'Ana' })) {
      form.append(key, value);
    }
    const sentForm = await fetch(`${server.base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    assert.equal(sentForm.status, 200);
    assert.equal(outboxLines().length, before + 2);
  });

  test('a syntax error is reported and the server keeps serving; the fix triggers a reload event', async () => {
    const original = readFileSync(WATCHED_SOURCE, 'utf8');
    const events = await fetch(`${server.base}/esbuild`, { headers: { Accept: 'text/event-stream' } });
    const reader = events.body!.getReader();
    let received = '';
    let announced: () => void = () => {};
    const changeEvent = new Promise<void>((resolve) => (announced = resolve));
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += new TextDecoder().decode(value);
        // Each edition's bundle announces its own change: this one waits for the Portuguese page's.
        if (/"\/assets\/main\.js/.test(received)) announced();
      }
    })();
    try {
      const errorsBefore = server.output.split('ERROR').length;
      replaceFile(WATCHED_SOURCE, `${original}\nconst broken = ;\n`);
      await server.waitFor((output) => output.split('ERROR').length > errorsBefore, 'the syntax error in the terminal');
      assert.match(server.output, /const broken = ;/);
      // Still serving the last good bundle, not gone; and no tab was told to reload a broken build.
      assert.equal((await fetch(`${server.base}/assets/main.js`)).status, 200);
      assert.doesNotMatch(received, /event: change/);
      // Fixed, with output that differs from the last good build, so the server announces a change.
      replaceFile(WATCHED_SOURCE, `${original}\nvoid 'fixed';\n`);
      await changeEvent;
      assert.match(received, /"\/assets\/main\.js/);
      assert.equal((await fetch(`${server.base}/assets/main.js`)).status, 200);
    } finally {
      replaceFile(WATCHED_SOURCE, original);
      await reader.cancel();
      await reading.catch(() => {});
    }
  });

  test('with a .env copied from .env.example, the contact form of a browser a person drives sends to the local sink', async () => {
    const before = outboxLines().length;
    const { page, problems } = await openPage(browser);
    // The form's guards are on by default (CONTACT_BLOCK_HEADLESS): this Chromium shows itself as a
    // browser no script drives, as a visitor's does.
    await page.addInitScript('Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false })');
    await page.goto(`${server.base}/#contato`);
    await page.waitForLoadState('networkidle');
    const typed = {
      nome: 'Ana Dev',
      email: 'ana@exemplo.com',
      assunto: 'Teste local',
      mensagem: 'Mensagem pelo servidor de desenvolvimento',
    };
    for (const [field, value] of Object.entries(typed)) await page.locator(`#contato-${field}`).fill(value);
    await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await page.getByText('Mensagem enviada com sucesso! Entrarei em contato em breve.').waitFor();
    const lines = outboxLines();
    assert.equal(lines.length, before + 1);
    const sent = JSON.parse(lines.at(-1)!);
    assert.equal(sent.service_id, 'dev_service');
    assert.equal(sent.template_params.message, typed.mensagem);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
