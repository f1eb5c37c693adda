// The Content-Security-Policy of a built site: one policy, sent as a header (tools/hosting/) and
// written into each page's meta tag.
import { createHash } from 'node:crypto';
import { GTAG_ORIGIN } from '../../src/lib/analytics';
import { measuresAudience, shouldLoadAnalytics } from '../../src/lib/buildFlags';
import type { AppConfig } from '../../src/lib/appConfig';

/** The CSP source that allows one inline script or style element, by the hash of its text. */
export function inlineHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** Compiling WebAssembly from the site's own files: the search's index is searched by Pagefind's WASM. */
export const WASM_EVAL = "'wasm-unsafe-eval'";

// The hosts gtag.js talks to; only allowed when a measurement id is configured.
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GTAG_ORIGIN];

export interface PolicyOptions {
  inlineScriptHashes: string[];
  /** The page's stylesheet, in the document itself (tools/rendering/document.ts). */
  inlineStyleHashes?: string[];
  analytics: boolean;
  /** Origin of the e-mail provider; empty when the client posts to its own origin. */
  emailOrigin: string;
  /** Origin of the privacy-first provider's endpoint, the one place its lines send to; empty without one. */
  audienceOrigin?: string;
}

/** The Content-Security-Policy as directive -> sources, for the header and (minus frame-ancestors) the meta tag. */
export function contentSecurityPolicy({
  inlineScriptHashes,
  inlineStyleHashes = [],
  analytics,
  emailOrigin,
  audienceOrigin = '',
}: PolicyOptions) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the site's search (Pagefind, src/search/) compile its WebAssembly, and
    // nothing more: no string is ever run as code ('unsafe-eval' stays out).
    'script-src': ["'self'", ...inlineScriptHashes, WASM_EVAL, ...(analytics ? [GTAG_ORIGIN] : [])],
    'style-src': ["'self'", ...inlineStyleHashes],
    'img-src': ["'self'", 'data:', ...(analytics ? ['https://*.google-analytics.com', GTAG_ORIGIN] : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(emailOrigin ? [emailOrigin] : []),
      ...(analytics ? ANALYTICS_CONNECT : []),
      ...(audienceOrigin ? [audienceOrigin] : []),
    ],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return directives;
}

export function serializePolicy(directives: Record<string, string[]>, { forMeta = false } = {}): string {
  return Object.entries(directives)
    .filter(([name]) => !(forMeta && name === 'frame-ancestors'))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The one policy of a built site: as the `_headers` header, and as each page's meta tag. */
export function pagePolicy(
  config: AppConfig,
  inlineScripts: readonly string[],
  inlineStyles: readonly string[] = [],
): { header: string; meta: string } {
  const directives = contentSecurityPolicy({
    inlineScriptHashes: inlineScripts.map(inlineHash),
    inlineStyleHashes: inlineStyles.map(inlineHash),
    analytics: shouldLoadAnalytics(config),
    emailOrigin: config.emailjs.apiOrigin,
    audienceOrigin: measuresAudience(config) ? new URL(config.audience!.endpoint).origin : '',
  });
  return { header: serializePolicy(directives), meta: serializePolicy(directives, { forMeta: true }) };
}
