import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, NO_SETTINGS_FILE, openPage, ROOT, settingsFreeEnv } from '../support/browser';

const PORT = 20000 + (process.pid % 20000);
const BASE = `http://127.0.0.1:${PORT}`;
const OUTBOX = join(ROOT, '.outbox', 'messages.jsonl');
const WATCHED_SOURCE = join(ROOT, 'src', 'app', 'live-reload.ts');

function outboxLines(): string[] {
  try {
    return readFileSync(OUTBOX, 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('development server (node build.mjs --watch)', () => {
  let child: ChildProcess;
  let output = '';
  before(async () => {
    child = spawn(process.execPath, ['build.mjs', '--watch', NO_SETTINGS_FILE], { cwd: ROOT, env: settingsFreeEnv({ PORT: String(PORT) }) });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await until(() => output.includes(`http://localhost:${PORT}`), 'the dev server URL');
  });
  after(() => {
    child?.kill();
  });

  test('serves the app shell for / and for any unknown path, and the bundle', async () => {
    for (const path of ['/', '/qualquer/coisa']) {
      const response = await fetch(`${BASE}${path}`);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      assert.match(html, /<script type="module" src="\/assets\/entry-client.js">/, path);
      assert.match(html, /<html lang="pt-BR" class="dark">/);
    }
    const bundle = await (await fetch(`${BASE}/assets/entry-client.js`)).text();
    assert.ok(bundle.includes('/esbuild'), 'the live-reload client is missing from the development bundle');
  });

  test('the e-mail sink answers like the provider and keeps each message', async () => {
    const before = outboxLines().length;
    const good = await fetch(`${BASE}/api/v1.0/email/send`, {
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
    assert.match(output, /Olá, tudo bem\?/);

    const bad = await fetch(`${BASE}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-type': 'application/json' }, body: '{"user_id":"x"}' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /The service_id parameter is required/);

    const form = new FormData();
    for (const [key, value] of Object.entries({ lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', nome: 'Ana' })) {
      form.append(key, value);
    }
    const sentForm = await fetch(`${BASE}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    assert.equal(sentForm.status, 200);
    assert.equal(outboxLines().length, before + 2);
  });

  test('a syntax error is reported and the server keeps serving; the fix triggers a reload event', async () => {
    const original = readFileSync(WATCHED_SOURCE, 'utf8');
    const events = await fetch(`${BASE}/esbuild`, { headers: { Accept: 'text/event-stream' } });
    const reader = events.body!.getReader();
    let received = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += new TextDecoder().decode(value);
      }
    })();
    try {
      const errorsBefore = output.split('ERROR').length;
      writeFileSync(WATCHED_SOURCE, `${original}\nconst broken = ;\n`);
      await until(() => output.split('ERROR').length > errorsBefore, 'the syntax error in the terminal');
      assert.match(output, /const broken = ;/);
      // Still answering (esbuild says 503 while the last build is broken), not gone.
      assert.ok([200, 503].includes((await fetch(`${BASE}/assets/entry-client.js`)).status));
      // Fixed, with output that differs from the last good build, so esbuild announces a change.
      writeFileSync(WATCHED_SOURCE, `${original}\nvoid 'fixed';\n`);
      await until(() => received.includes('event: change'), 'a change event after the fix');
      assert.equal((await fetch(`${BASE}/assets/entry-client.js`)).status, 200);
    } finally {
      writeFileSync(WATCHED_SOURCE, original);
    }
    await reader.cancel();
    await reading.catch(() => {});
  });

  test('with no .env, the contact form in the browser sends to the local sink', async () => {
    const before = outboxLines().length;
    const browser = await launchBrowser();
    try {
      const { page, problems } = await openPage(browser);
      await page.goto(`${BASE}/#contato`);
      await page.waitForLoadState('networkidle');
      const typed = { nome: 'Ana Dev', email: 'ana@exemplo.com', assunto: 'Teste local', mensagem: 'Mensagem pelo servidor de desenvolvimento' };
      for (const [field, value] of Object.entries(typed)) await page.locator(`#contato-${field}`).fill(value);
      await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
      await page.getByText('Mensagem enviada com sucesso! Entrarei em contato em breve.').waitFor();
      const lines = outboxLines();
      assert.equal(lines.length, before + 1);
      const sent = JSON.parse(lines.at(-1)!);
      assert.equal(sent.service_id, 'dev_service');
      assert.equal(sent.template_params.message, typed.mensagem);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
});
