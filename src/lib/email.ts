/**
 * Our client for the e-mail provider. It sends requests byte-identical to the provider's browser SDK
 * (`@emailjs/browser` 4.4.1) and behaves as that SDK documents: `init`, `send`, `sendForm`; local options
 * merged over the global ones; the checks in the SDK's order (headless 451, ids, params or form, block
 * list 403, rate limit 429), each rejecting (never throwing) with the SDK's string message or an
 * `EmailJSResponseStatus`. It imports nothing of the page's, so it loads with the form's sending path
 * (src/lib/contactSending.ts), one small file, when first needed.
 *
 * Deliberate differences from the SDK:
 * - A network failure or a timeout (`timeoutMs`, default 15 s; the SDK has none) rejects with status 0
 *   'Network Error', the SDK's own default status, instead of a raw TypeError.
 * - `origin` also works per call (the SDK reads it only in `init`), and '' means the page's own origin.
 * - A local option given as `false` or `0` wins over the global one, as the README says local options do
 *   (the SDK keeps a global `blockHeadless: true`); an option given as `undefined` counts as not given.
 * - localStorage stays the default storage after `init`, and a local `storageProvider` wins in `sendForm`
 *   too (the SDK drops the default in `init` and prefers the global one in `sendForm`, silently turning
 *   the rate limit off); a browser that refuses storage just turns the limit off.
 * - Template params must be a plain object or absent (`null` counts as absent and is not sent); the SDK
 *   sends '', 0 and false as they are.
 * - A selector that is not valid CSS rejects with the form message (the SDK rejects with a DOMException).
 * - With no `navigator` at all the browser counts as headless (the SDK throws a ReferenceError).
 */

/* eslint-disable @typescript-eslint/only-throw-error -- the SDK rejects with its string messages and with EmailJSResponseStatus, not Errors; callers compare them */
import { isBlocked, isHeadless, isRateLimited, localStorageProvider } from './emailChecks';
import type { EmailOptions } from './emailOptions';

export type { BlockList, EmailOptions, LimitRate, StorageProvider } from './emailOptions';

/** What every send resolves or rejects with, as in the SDK (`instanceof` works the same way). */
export class EmailJSResponseStatus {
  status: number;
  text: string;
  constructor(status = 0, text = 'Network Error') {
    this.status = status;
    this.text = text;
  }
}

export const LIB_VERSION = '4.4.1';
/** The provider's endpoints (the local sink of the dev server answers on the same paths). */
export const SEND_PATH = '/api/v1.0/email/send';
export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
export const DEFAULT_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_TIMEOUT_MS = 15_000;

// The SDK's rejection messages, verbatim: callers may compare them.
const PUBLIC_KEY_REQUIRED = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
const SERVICE_ID_REQUIRED = 'The service ID is required. Visit https://dashboard.emailjs.com/admin';
const TEMPLATE_ID_REQUIRED = 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates';
const TEMPLATE_PARAMS_INVALID = 'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/';
const FORM_INVALID = 'The 3rd parameter is expected to be the HTML form element or the style selector of the form';
const TIMEOUT_INVALID = 'The timeout has to be a positive number of milliseconds';

let globalOptions: EmailOptions = {};

const isPlainObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, item]) => item !== undefined)) as Partial<T>;
}

/** As the SDK: a string is the public key (SDK v3), anything but a plain object is no options. */
function toOptions(options: EmailOptions | string | undefined): EmailOptions {
  if (typeof options === 'string') return { publicKey: options };
  return isPlainObject(options) ? definedOnly(options) : {};
}

/** Sets the options of every later call, replacing earlier ones; `origin` may come second, as in the SDK. */
export function init(options: EmailOptions | string, origin?: string): void {
  if (!options) return;
  const given = toOptions(options);
  globalOptions = { ...given, origin: given.origin ?? origin };
}

function withGlobals(options: EmailOptions | string | undefined): EmailOptions {
  const local = toOptions(options);
  return {
    ...globalOptions,
    ...local,
    publicKey: local.publicKey || globalOptions.publicKey,
    blockList: { ...globalOptions.blockList, ...definedOnly(local.blockList) },
    limitRate: { ...globalOptions.limitRate, ...definedOnly(local.limitRate) },
  };
}

/** Every check before a request, in the SDK's order; rejects with what the SDK rejects with. */
async function admit(options: EmailOptions, serviceId: unknown, templateId: unknown, check: () => void, read?: (name: string) => unknown) {
  if (options.blockHeadless && isHeadless()) throw new EmailJSResponseStatus(451, 'Unavailable For Headless Browser');
  const { publicKey } = options;
  if (!publicKey || typeof publicKey !== 'string') throw PUBLIC_KEY_REQUIRED;
  if (!serviceId || typeof serviceId !== 'string') throw SERVICE_ID_REQUIRED;
  if (!templateId || typeof templateId !== 'string') throw TEMPLATE_ID_REQUIRED;
  check();
  const { timeoutMs } = options;
  if (timeoutMs !== undefined && (typeof timeoutMs !== 'number' || !(timeoutMs > 0))) throw TIMEOUT_INVALID;
  if (read && isBlocked(options.blockList ?? {}, read)) throw new EmailJSResponseStatus(403, 'Forbidden');
  if (await isRateLimited(options.limitRate ?? {}, options.storageProvider ?? localStorageProvider)) {
    throw new EmailJSResponseStatus(429, 'Too Many Requests');
  }
}

async function post(path: string, body: BodyInit, headers: Record<string, string>, options: EmailOptions): Promise<EmailJSResponseStatus> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const request: RequestInit = { method: 'POST', headers, body, signal: controller.signal };
  const { ok, result } = await fetch(`${options.origin ?? DEFAULT_ORIGIN}${path}`, request)
    .then(async (response) => ({ ok: response.ok, result: new EmailJSResponseStatus(response.status, await response.text()) }))
    .catch(() => ({ ok: false, result: new EmailJSResponseStatus() }))
    .finally(() => clearTimeout(timer));
  if (ok) return result;
  throw result;
}

export async function send(
  serviceId: string,
  templateId: string,
  templateParams?: Record<string, unknown>,
  options?: EmailOptions | string,
): Promise<EmailJSResponseStatus> {
  const opts = withGlobals(options);
  const params = templateParams ?? undefined;
  const checkParams = () => {
    if (params !== undefined && !isPlainObject(params)) throw TEMPLATE_PARAMS_INVALID;
  };
  await admit(opts, serviceId, templateId, checkParams, params && ((name) => params[name]));
  const body = {
    lib_version: LIB_VERSION,
    user_id: opts.publicKey,
    service_id: serviceId,
    template_id: templateId,
    template_params: params,
  };
  // JSON.stringify leaves out absent params, as the SDK's request does.
  return post(SEND_PATH, JSON.stringify(body), { 'Content-type': 'application/json' }, opts);
}

function findForm(form: HTMLFormElement | string): HTMLFormElement | null {
  try {
    return typeof form === 'string' ? document.querySelector<HTMLFormElement>(form) : form;
  } catch {
    return null;
  }
}

export async function sendForm(
  serviceId: string,
  templateId: string,
  form: HTMLFormElement | string,
  options?: EmailOptions | string,
): Promise<EmailJSResponseStatus> {
  const opts = withGlobals(options);
  const element = findForm(form);
  const checkForm = () => {
    if (!element || element.nodeName !== 'FORM') throw FORM_INVALID;
  };
  await admit(opts, serviceId, templateId, checkForm, (name) => new FormData(element!).get(name));
  const data = new FormData(element!);
  data.append('lib_version', LIB_VERSION);
  data.append('service_id', serviceId);
  data.append('template_id', templateId);
  data.append('user_id', opts.publicKey!);
  // No content type of ours: the browser sets multipart/form-data with its boundary.
  return post(SEND_FORM_PATH, data, {}, opts);
}
