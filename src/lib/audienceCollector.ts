/**
 * Our own few lines per privacy-first provider, in place of its script: each speaks the provider's
 * documented collection API. Loaded lazily (tools/projectPaths.ts LAZY_MODULES) by src/lib/audience.ts,
 * and a leaf: it imports nothing of the app but types. What travels is the page's path (never its
 * query, so no campaign value), the referrer's origin on the first page view, the title, and the
 * catalogue's events; requests carry no credentials, so no cookie goes or comes back.
 */
import type { TrackedEvent } from './analytics';
import type { AudienceProvider, AudienceSettings } from './appConfig';

/** A page view (no name) or a custom event, as every provider receives it. */
interface Hit {
  name?: string;
  path: string;
  title: string;
  referrer: string;
  props?: Record<string, string | number>;
}

type Request = { url: string; body?: unknown };

const screenSize = () => `${window.screen.width}x${window.screen.height}`;

const REQUESTS: Record<AudienceProvider, (settings: AudienceSettings, hit: Hit) => Request> = {
  // https://plausible.io/docs/events-api: POST /api/event {name, url, domain, referrer, props}.
  plausible: ({ endpoint, siteId }, hit) => ({
    url: `${endpoint}/api/event`,
    body: {
      name: hit.name ?? 'pageview',
      url: window.location.origin + hit.path,
      domain: siteId,
      referrer: hit.referrer || null,
      ...(hit.props && { props: hit.props }),
    },
  }),
  // https://umami.is/docs/api/sending-stats: POST /api/send {type: 'event', payload}; a page view has no name.
  umami: ({ endpoint, siteId }, hit) => ({
    url: `${endpoint}/api/send`,
    body: {
      type: 'event',
      payload: {
        website: siteId,
        hostname: window.location.hostname,
        url: hit.path,
        referrer: hit.referrer,
        title: hit.title,
        language: navigator.language,
        screen: screenSize(),
        ...(hit.name && { name: hit.name, data: hit.props }),
      },
    },
  }),
  // https://www.goatcounter.com/help/pixel: GET /count?p=&t=&r=&e=; an event is a name in p, with e=true.
  // `rnd` is the documented cache buster: a page seen twice is counted twice.
  goatcounter: ({ endpoint }, hit) => {
    const query = new URLSearchParams({
      p: hit.name ? [hit.name, ...Object.values(hit.props ?? {})].join(':') : hit.path,
      t: hit.title,
      r: hit.referrer,
      e: String(Boolean(hit.name)),
      rnd: Math.random().toString(36).slice(2),
    });
    return { url: `${endpoint}/count?${query.toString()}` };
  },
};

function send({ url, body }: Request): void {
  const request: RequestInit =
    body === undefined
      ? // A pixel's answer, unreadable across origins and not needed.
        { mode: 'no-cors' }
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  // keepalive: a click that leaves the page is still counted.
  fetch(url, { ...request, credentials: 'omit', keepalive: true }).catch(() => {
    // A collector out of reach must never break a click.
  });
}

/** The referrer's origin when the visitor came from another site; nothing for a move inside this one. */
function referrerOrigin(): string {
  try {
    const origin = new URL(document.referrer).origin;
    return origin === window.location.origin ? '' : origin;
  } catch {
    return '';
  }
}

/** What sends the events track() lets through to the configured provider. */
export function collector(settings: AudienceSettings): (event: TrackedEvent) => void {
  let referrer = referrerOrigin();
  const request = REQUESTS[settings.provider];
  return ([event, params]) => {
    const hit: Hit =
      event === 'page_view'
        ? { path: params.page_path, title: params.page_title, referrer }
        : { name: event, path: window.location.pathname, title: document.title, referrer: '', props: params };
    // Only the first page view came from elsewhere.
    if (event === 'page_view') referrer = '';
    send(request(settings, hit));
  };
}
