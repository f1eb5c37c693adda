/**
 * A small client for the e-mail sending provider, wire-compatible with its browser SDK v4
 * (same endpoints, body fields and rejections), so an owner's existing account works unchanged.
 */

/** Where the rate limit keeps its times (the SDK's `storageProvider`). */
export interface StorageProvider {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

// localStorage as the SDK uses it; a browser that refuses storage just turns the limit off.
// This module imports nothing at run time, so it loads as one small file when first needed.
const localStorageProvider: StorageProvider = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // No storage: every send is allowed.
    }
  },
};

export const LIB_VERSION = '4.4.1';
export const DEFAULT_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface EmailResponse {
  status: number;
  text: string;
}

export interface EmailOptions {
  publicKey?: string;
  /** Refuse to send from automated browsers. */
  blockHeadless?: boolean;
  /** Refuse to send when the watched parameter's value is in the list. */
  blockList?: { list?: string[]; watchVariable?: string };
  /** At most one send per `throttle` ms under `id` (default: the page path). */
  limitRate?: { id?: string; throttle?: number };
  origin?: string;
  timeoutMs?: number;
  storageProvider?: StorageProvider;
}

const HEADLESS: EmailResponse = { status: 451, text: 'Unavailable For Headless Browser' };
const FORBIDDEN: EmailResponse = { status: 403, text: 'Forbidden' };
const TOO_MANY: EmailResponse = { status: 429, text: 'Too Many Requests' };
const NETWORK_ERROR: EmailResponse = { status: 0, text: 'Network Error' };

let globalOptions: EmailOptions = {};

/** Sets options for every later call; a string is taken as the public key. */
export function init(options: EmailOptions | string): void {
  globalOptions = typeof options === 'string' ? { publicKey: options } : { ...options };
}

function isHeadless(): boolean {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return !nav || nav.webdriver === true || !nav.languages || nav.languages.length === 0;
}

function validate(serviceId: string, templateId: string, options: EmailOptions): void {
  if (!options.publicKey || typeof options.publicKey !== 'string') throw new Error('The public key is required');
  if (!serviceId || typeof serviceId !== 'string') throw new Error('The service ID is required');
  if (!templateId || typeof templateId !== 'string') throw new Error('The template ID is required');
  const { blockList, limitRate, timeoutMs } = options;
  if (blockList && (!Array.isArray(blockList.list) || blockList.list.some((item) => typeof item !== 'string'))) {
    throw new Error('The BlockList list has to be an array of strings');
  }
  if (blockList?.watchVariable !== undefined && typeof blockList.watchVariable !== 'string') {
    throw new Error('The BlockList watchVariable has to be a string');
  }
  if (limitRate?.throttle !== undefined && (!Number.isFinite(limitRate.throttle) || limitRate.throttle < 0)) {
    throw new Error('The LimitRate throttle has to be a positive number');
  }
  if (limitRate?.id !== undefined && typeof limitRate.id !== 'string') throw new Error('The LimitRate ID has to be a string');
  if (timeoutMs !== undefined && (!Number.isFinite(timeoutMs) || timeoutMs <= 0)) {
    throw new Error('The timeout has to be a positive number of milliseconds');
  }
}

function isBlocked(options: EmailOptions, readValue: (name: string) => unknown): boolean {
  const { list, watchVariable } = options.blockList ?? {};
  if (!list?.length || !watchVariable) return false;
  const value = readValue(watchVariable);
  return typeof value === 'string' && list.includes(value);
}

/** True when a send under this id happened too recently; records the send otherwise. */
function isRateLimited(options: EmailOptions): boolean {
  const { throttle, id } = options.limitRate ?? {};
  if (!throttle) return false;
  const storage = options.storageProvider ?? localStorageProvider;
  const key = id || (typeof location === 'undefined' ? '/' : location.pathname);
  const last = Number(storage.get(key));
  const now = Date.now();
  if (last && now - last < throttle) return true;
  storage.set(key, String(now));
  return false;
}

async function post(path: string, body: BodyInit, headers: Record<string, string>, options: EmailOptions): Promise<EmailResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(`${options.origin ?? DEFAULT_ORIGIN}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: controller.signal,
    });
    const result = { status: response.status, text: await response.text() };
    if (response.ok) return result;
    throw result;
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error) throw error;
    throw { ...NETWORK_ERROR };
  } finally {
    clearTimeout(timer);
  }
}

async function guarded(
  serviceId: string,
  templateId: string,
  callOptions: EmailOptions | string | undefined,
  readValue: (name: string) => unknown,
  request: (options: EmailOptions) => Promise<EmailResponse>,
): Promise<EmailResponse> {
  const options: EmailOptions = {
    ...globalOptions,
    ...(typeof callOptions === 'string' ? { publicKey: callOptions } : callOptions),
  };
  validate(serviceId, templateId, options);
  if (options.blockHeadless && isHeadless()) throw { ...HEADLESS };
  if (isBlocked(options, readValue)) throw { ...FORBIDDEN };
  if (isRateLimited(options)) throw { ...TOO_MANY };
  return request(options);
}

export function send(
  serviceId: string,
  templateId: string,
  templateParams: Record<string, unknown> = {},
  options?: EmailOptions | string,
): Promise<EmailResponse> {
  return guarded(serviceId, templateId, options, (name) => templateParams[name], (resolved) =>
    post(
      '/api/v1.0/email/send',
      JSON.stringify({
        lib_version: LIB_VERSION,
        user_id: resolved.publicKey,
        service_id: serviceId,
        template_id: templateId,
        template_params: templateParams,
      }),
      { 'Content-type': 'application/json' },
      resolved,
    ),
  );
}

export function sendForm(
  serviceId: string,
  templateId: string,
  form: HTMLFormElement | string,
  options?: EmailOptions | string,
): Promise<EmailResponse> {
  const element = typeof form === 'string' ? document.querySelector<HTMLFormElement>(form) : form;
  if (!element || element.nodeName !== 'FORM') {
    return Promise.reject(new Error('The 3rd parameter is expected to be the HTML form element or the style selector of the form'));
  }
  return guarded(serviceId, templateId, options, (name) => new FormData(element).get(name), (resolved) => {
    const data = new FormData(element);
    data.append('lib_version', LIB_VERSION);
    data.append('service_id', serviceId);
    data.append('template_id', templateId);
    data.append('user_id', resolved.publicKey!);
    // No content type of ours: the browser sets multipart/form-data with its boundary.
    return post('/api/v1.0/email/send-form', data, {}, resolved);
  });
}
