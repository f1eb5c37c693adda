import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';

export const SEND_PATH = '/api/v1.0/email/send';
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';

const REQUIRED = ['lib_version', 'user_id', 'service_id', 'template_id'] as const;

/** What is wrong with a provider request body, or null when it has the expected shape. */
export function checkEmailBody(body: Record<string, unknown>, { json }: { json: boolean }): string | null {
  for (const field of REQUIRED) {
    if (typeof body[field] !== 'string' || body[field] === '') return `The ${field} parameter is required`;
  }
  if (json && (typeof body.template_params !== 'object' || body.template_params === null || Array.isArray(body.template_params))) {
    return 'The template_params parameter has to be an object';
  }
  return null;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(request: IncomingMessage, raw: Buffer): Promise<{ body: Record<string, unknown>; json: boolean } | null> {
  const type = request.headers['content-type'] ?? '';
  if (request.url?.startsWith(SEND_FORM_PATH)) {
    const form = await new Request('http://sink', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(raw) }).formData();
    return { body: Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])), json: false };
  }
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed && typeof parsed === 'object' ? { body: parsed as Record<string, unknown>, json: true } : null;
  } catch {
    return null;
  }
}

/**
 * The development stand-in for the e-mail provider: answers its two endpoints like the provider
 * (400 with a reason, or 200 'OK'), prints each message and appends it to a JSON-lines outbox.
 * Returns false for any other request.
 */
export async function handleEmailSink(request: IncomingMessage, response: ServerResponse, outboxFile: string): Promise<boolean> {
  const path = request.url?.split('?')[0];
  if (path !== SEND_PATH && path !== SEND_FORM_PATH) return false;
  if (request.method !== 'POST') {
    response.writeHead(405, { 'Content-Type': 'text/plain' }).end('Method Not Allowed');
    return true;
  }
  const parsed = await parseBody(request, await readBody(request)).catch(() => null);
  const problem = parsed ? checkEmailBody(parsed.body, parsed) : 'The request body could not be read';
  if (problem || !parsed) {
    response.writeHead(400, { 'Content-Type': 'text/plain' }).end(problem);
    return true;
  }
  const record = { receivedAt: new Date().toISOString(), endpoint: path, ...parsed.body };
  await mkdir(dirname(outboxFile), { recursive: true });
  await appendFile(outboxFile, `${JSON.stringify(record)}\n`);
  console.log(`\n[e-mail local] ${path}\n${JSON.stringify(parsed.body.template_params ?? parsed.body, null, 2)}\n`);
  response.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
  return true;
}
