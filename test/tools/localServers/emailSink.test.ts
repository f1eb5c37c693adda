import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { SEND_FORM_PATH, SEND_PATH } from '../../../src/lib/email';
import { handleEmailSink, MAX_BODY_BYTES } from '../../../tools/localServers/emailSink';
import { openRaw, postHead, statusOf } from '../../support/rawHttp';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

const dir = temporaryFolder('email-sink-');
let outbox = '';
let testCount = 0;
let server: Server;
let origin: string;
let port: number;
// Each request's handling, as build.mjs's dev server awaits it: a rejection here would end that server.
let handlings: Promise<boolean>[] = [];

const outboxLines = (): Record<string, unknown>[] => {
  try {
    return readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};

const message = {
  lib_version: '4.4.1',
  user_id: 'pk',
  service_id: 's',
  template_id: 't',
  template_params: { from_name: 'Ana', message: 'Olá' },
};

function postJson(body: unknown, headers: Record<string, string> = {}, path = SEND_PATH) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function expectAnswer(response: Response | Promise<Response>, status: number, text?: RegExp) {
  const answered = await response;
  const body = await answered.text();
  assert.equal(answered.status, status, body);
  if (text) assert.match(body, text);
}

/** After a bad request: the handler settled without rejecting, and a good message still goes through. */
async function stillAnswers() {
  const settled = await Promise.all(handlings);
  assert.ok(settled.every(Boolean));
  const before = outboxLines().length;
  await expectAnswer(postJson(message), 200, /^OK$/);
  assert.equal(outboxLines().length, before + 1);
}

before(async () => {
  server = createServer((request, response) => {
    const handling = handleEmailSink(request, response, outbox);
    handlings.push(handling);
    void handling.then((handled) => handled || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
  origin = `http://127.0.0.1:${port}`;
});
beforeEach(() => {
  handlings = [];
  // A fresh outbox per test, in a folder the sink has to create.
  outbox = join(dir, `outbox-${++testCount}`, 'messages.jsonl');
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('e-mail sink: what the provider accepts', () => {
  test('the SDK’s JSON is kept in the outbox and answered 200 OK; other paths are left to the server', async () => {
    await expectAnswer(postJson(message), 200, /^OK$/);
    assert.deepEqual(outboxLines().at(-1)?.template_params, message.template_params);
    assert.equal(outboxLines().at(-1)?.endpoint, SEND_PATH);
    await expectAnswer(fetch(`${origin}/api/v1.0/email/other`, { method: 'POST' }), 404);
    await expectAnswer(fetch(`${origin}/toString`, { method: 'POST' }), 404);
  });

  test('JSON without template_params (the SDK’s send without params), without lib_version (REST), with a charset', async () => {
    const { template_params: _params, ...withoutParams } = message;
    const { lib_version: _version, ...rest } = message;
    await expectAnswer(postJson(withoutParams), 200);
    await expectAnswer(postJson({ ...rest, accessToken: 'private' }), 200);
    await expectAnswer(postJson({ ...message, template_params: null }), 200);
    await expectAnswer(postJson(message, { 'Content-Type': 'Application/JSON; charset=utf-8' }), 200);
    assert.equal(outboxLines().length, 4);
  });

  test('a multipart form, as sendForm posts it, attachments included', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      from_name: 'Ana',
      lib_version: '4.4.1',
      service_id: 's',
      template_id: 't',
      user_id: 'pk',
    })) {
      form.append(key, value);
    }
    form.append('anexo', new Blob(['conteúdo']), 'cv.txt');
    await expectAnswer(fetch(`${origin}${SEND_FORM_PATH}`, { method: 'POST', body: form }), 200);
    const kept = outboxLines().at(-1)!;
    assert.equal(kept.from_name, 'Ana');
    assert.equal(kept.anexo, '[file cv.txt, 9 bytes]');
  });

  test('a same-origin page may send: its Origin matches the Host it called', async () => {
    await expectAnswer(postJson(message, { Origin: origin }), 200);
  });
});

describe('e-mail sink: refusals', () => {
  test('a cross-origin page is refused with 403 and nothing is kept', async () => {
    for (const other of ['http://evil.example', `http://127.0.0.1:${port + 1}`, `https://127.0.0.1:${port}`, 'null', 'not a url']) {
      await expectAnswer(postJson(message, { Origin: other }), 403, /Cross-origin/);
    }
    assert.equal(outboxLines().length, 0);
  });

  test('any other content type is 415, including a cross-site-safe text/plain POST', async () => {
    await expectAnswer(fetch(`${origin}${SEND_PATH}`, { method: 'POST', body: JSON.stringify(message) }), 415, /application\/json/);
    await expectAnswer(postJson(message, { 'Content-Type': 'application/x-www-form-urlencoded' }), 415);
    await expectAnswer(postJson(message, {}, SEND_FORM_PATH), 415, /multipart\/form-data/);
    // No content type at all, and a body the sink does not wait for: it answers and closes.
    const raw = await openRaw(port, postHead(SEND_PATH, { 'Content-Length': 1_000_000 }), '{}');
    const response = await raw.received;
    assert.equal(statusOf(response), 415, response);
    assert.match(response, /Connection: close/i);
    assert.equal(outboxLines().length, 0);
  });

  test('other methods get 405 with Allow: POST', async () => {
    const response = await fetch(`${origin}${SEND_PATH}`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });

  test('malformed bodies get 400 with the reason', async () => {
    const cases: [string, string, RegExp][] = [
      [SEND_PATH, '{"user_id":', /not valid JSON/],
      [SEND_PATH, '[1,2]', /has to be a JSON object/],
      [SEND_PATH, 'null', /has to be a JSON object/],
      [SEND_PATH, JSON.stringify({ ...message, user_id: '' }), /The user_id parameter is required/],
      [SEND_PATH, JSON.stringify({ ...message, service_id: 5 }), /The service_id parameter is required/],
      [SEND_PATH, JSON.stringify({ ...message, template_params: 'texto' }), /template_params parameter has to be an object/],
      [SEND_PATH, JSON.stringify({ ...message, template_params: ['a'] }), /template_params parameter has to be an object/],
    ];
    for (const [path, body, reason] of cases) {
      await expectAnswer(fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }), 400, reason);
    }
    const multipart = (type: string) =>
      fetch(`${origin}${SEND_FORM_PATH}`, { method: 'POST', headers: { 'Content-Type': type }, body: '--x\r\nbroken' });
    await expectAnswer(multipart('multipart/form-data; boundary=x'), 400, /not valid multipart/);
    await expectAnswer(multipart('multipart/form-data'), 400, /not valid multipart/);
    assert.equal(outboxLines().length, 0);
    await stillAnswers();
  });
});

describe('e-mail sink: size limit', () => {
  test(`a body of exactly ${MAX_BODY_BYTES} bytes is accepted; one byte more is 413`, async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify({ ...message, template_params: { message: '' } }).length;
    const exact = JSON.stringify({ ...message, template_params: { message: 'a'.repeat(padding) } });
    assert.equal(Buffer.byteLength(exact), MAX_BODY_BYTES);
    await expectAnswer(postJson(JSON.parse(exact)), 200);
    const over = exact.replace('"message":"', '"message":"a');
    await expectAnswer(
      fetch(`${origin}${SEND_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: over }),
      413,
    );
    assert.equal(outboxLines().length, 1);
  });

  test('a declared 200 MB body is refused from its headers alone, before any of it is sent', async () => {
    const raw = await openRaw(port, postHead(SEND_PATH, { 'Content-Type': 'application/json', 'Content-Length': 200 * 1024 * 1024 }));
    const response = await raw.received;
    assert.equal(statusOf(response), 413, response);
    assert.match(response, /Connection: close/i);
    await stillAnswers();
  });

  test('a chunked body is refused as soon as it passes the limit, while the client is still sending', async () => {
    const head = postHead(SEND_PATH, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
    const chunk = (size: number) => `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`;
    // The terminating chunk is never sent: the answer can only come from the limit.
    const raw = await openRaw(port, head, chunk(40_000), chunk(40_000));
    assert.equal(statusOf(await raw.received), 413);
    await stillAnswers();
  });
});

describe('e-mail sink: clients that misbehave', () => {
  test('a client that aborts mid-body (FIN or RST) does not bring the server down', async () => {
    for (const close of ['destroy', 'resetAndDestroy'] as const) {
      const raw = await openRaw(
        port,
        postHead(SEND_PATH, { 'Content-Type': 'application/json', 'Content-Length': 1000 }),
        '{"user_id":"pk",',
      );
      raw.socket[close]();
      await raw.received;
      await stillAnswers();
    }
  });

  test('broken chunked framing and a bad Content-Length are refused by the parser; the server goes on', async () => {
    const head = postHead(SEND_PATH, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
    const broken = await openRaw(port, head, 'zz\r\nnot a chunk\r\n');
    assert.equal(statusOf(await broken.received), 400);
    const badLength = await openRaw(port, postHead(SEND_PATH, { 'Content-Type': 'application/json', 'Content-Length': 'abc' }));
    assert.equal(statusOf(await badLength.received), 400);
    await stillAnswers();
  });

  test('an outbox that cannot be written is a 500 with a pointer to the terminal, not a crash', async (t) => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, '');
    outbox = join(blocker, 'messages.jsonl');
    t.mock.method(console, 'error', () => {});
    await expectAnswer(postJson(message), 500, /see the terminal/);
  });
});
