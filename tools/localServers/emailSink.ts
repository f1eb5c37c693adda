import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { SEND_FORM_PATH, SEND_PATH } from '../../src/lib/email';
import { readBody, TOO_LARGE } from './requestBody';

export const MAX_BODY_BYTES = 64 * 1024;

// Each endpoint takes the one body type the provider's SDK sends to it.
const MEDIA_TYPES: Record<string, string> = { [SEND_PATH]: 'application/json', [SEND_FORM_PATH]: 'multipart/form-data' };

// What the provider requires; `lib_version` is only sent by its SDK, not by REST clients, so it is optional.
const REQUIRED = ['user_id', 'service_id', 'template_id'] as const;

type Body = Record<string, unknown>;

/** A request the sink answers with an error status and a plain-text reason. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
  }
}

/** What is wrong with a provider request body, or null when the provider would accept its shape. */
export function checkEmailBody(body: Body): string | null {
  for (const field of REQUIRED) {
    if (typeof body[field] !== 'string' || body[field] === '') return `The ${field} parameter is required`;
  }
  const params = body.template_params;
  if (params !== undefined && params !== null && (typeof params !== 'object' || Array.isArray(params))) {
    return 'The template_params parameter has to be an object';
  }
  return null;
}

/** No Origin (curl, scripts) or the sink's own: a page on another site must not send through it. */
function isSameOrigin(request: IncomingMessage): boolean {
  const { origin, host } = request.headers;
  if (origin === undefined) return true;
  const scheme = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin === origin;
  } catch {
    return false;
  }
}

function mediaType(request: IncomingMessage): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** A JSON request body as an object, or the reason it is not one. */
export function parseJsonBody(text: string): Body | string {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : 'The request body has to be a JSON object';
  } catch {
    return 'The request body is not valid JSON';
  }
}

async function parse(raw: Buffer, json: boolean, contentType: string): Promise<Body> {
  if (json) {
    const parsed = parseJsonBody(raw.toString('utf8'));
    if (typeof parsed === 'string') throw new Refusal(400, parsed);
    return parsed;
  }
  const form = await new Request('http://sink/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) })
    .formData()
    .catch(() => {
      throw new Refusal(400, 'The request body is not valid multipart/form-data');
    });
  // Attachments are kept as a description; their bytes are not the point of a development outbox.
  const fields = [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`,
  ]);
  return Object.fromEntries(fields) as Body;
}

/** The body of an acceptable request, or a Refusal thrown in the order a careful server checks. */
async function acceptedBody(request: IncomingMessage, path: string): Promise<Body> {
  // Refused before its body is read: close rather than read the rest to keep the connection.
  const unread = { Connection: 'close' };
  if (request.method !== 'POST') throw new Refusal(405, 'Method Not Allowed', { ...unread, Allow: 'POST' });
  if (!isSameOrigin(request)) throw new Refusal(403, 'Cross-origin requests are not accepted', unread);
  const expected = MEDIA_TYPES[path];
  if (mediaType(request) !== expected) throw new Refusal(415, `The content type has to be ${expected}`, unread);
  const raw = await readBody(request, MAX_BODY_BYTES);
  // The rest of an oversized body is dropped, and the connection closed after the answer.
  if (raw === TOO_LARGE) throw new Refusal(413, `The body is over ${MAX_BODY_BYTES} bytes`, unread);
  const body = await parse(raw, expected === 'application/json', request.headers['content-type']!);
  const problem = checkEmailBody(body);
  if (problem) throw new Refusal(400, problem);
  return body;
}

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  // A client that went away gets nothing; writing to its socket would only raise errors.
  if (response.headersSent || response.socket?.destroyed !== false) return;
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/**
 * The development stand-in for the e-mail provider: answers its two endpoints like the provider
 * (an error status with a reason, or 200 'OK'), prints each message and appends it to a JSON-lines
 * outbox. Returns false for any other request. Never rejects, whatever the client sends or does.
 */
export async function handleEmailSink(request: IncomingMessage, response: ServerResponse, outboxFile: string): Promise<boolean> {
  const path = request.url?.split('?')[0] ?? '';
  if (!Object.hasOwn(MEDIA_TYPES, path)) return false;
  try {
    const body = await acceptedBody(request, path);
    await mkdir(dirname(outboxFile), { recursive: true });
    await appendFile(outboxFile, `${JSON.stringify({ receivedAt: new Date().toISOString(), endpoint: path, ...body })}\n`);
    console.log(`\n[e-mail local] ${path}\n${JSON.stringify(body.template_params ?? body, null, 2)}\n`);
    answer(response, 200, 'OK');
  } catch (error) {
    if (error instanceof Refusal) answer(response, error.status, error.reason, error.headers);
    else if (!request.socket.destroyed) {
      console.error('[e-mail local] failed:', error);
      answer(response, 500, 'The local e-mail sink failed; see the terminal');
    }
  }
  return true;
}
