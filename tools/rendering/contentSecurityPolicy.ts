import { createHash } from 'node:crypto';
import { GTAG_ORIGIN, shouldLoadAnalytics } from '../../src/lib/analytics';
import type { AppConfig } from '../../src/lib/config';
import { DEFAULT_LANGUAGE, editionRoot, type Language } from '../../src/lib/editions';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { sitePath } from '../../src/lib/sitePath';

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

// The hosts gtag.js talks to; only allowed when a measurement id is configured.
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GTAG_ORIGIN];

export interface PolicyOptions {
  inlineScriptHashes: string[];
  analytics: boolean;
  /** Origin of the e-mail provider; empty when the client posts to its own origin. */
  emailOrigin: string;
}

/** The Content-Security-Policy as directive -> sources, for the header and (minus frame-ancestors) the meta tag. */
export function contentSecurityPolicy({ inlineScriptHashes, analytics, emailOrigin }: PolicyOptions) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...(analytics ? [GTAG_ORIGIN] : [])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(analytics ? ['https://*.google-analytics.com', GTAG_ORIGIN] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(emailOrigin ? [emailOrigin] : []), ...(analytics ? ANALYTICS_CONNECT : [])],
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
export function pagePolicy(config: AppConfig, inlineScripts: readonly string[]): { header: string; meta: string } {
  const directives = contentSecurityPolicy({
    inlineScriptHashes: inlineScripts.map(scriptHash),
    analytics: shouldLoadAnalytics(config),
    emailOrigin: config.emailjs.apiOrigin,
  });
  return { header: serializePolicy(directives), meta: serializePolicy(directives, { forMeta: true }) };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// One year, this host only: `includeSubDomains` would bind every subdomain of an owner's domain to HTTPS.
const HSTS = 'max-age=31536000';
// The pages of an edition as hosts serve them: with and without `.html` (`/404` is answered from 404.html).
const htmlPaths = (language: Language) => [editionRoot(language), editionRoot(language) + NOT_FOUND_PATH.slice(1)];

/** The `_headers` file read by Netlify and Cloudflare Pages (and by our own preview server); its paths carry the base path. */
export function headersFile(policy: string, basePath = '/', languages: readonly Language[] = [DEFAULT_LANGUAGE]): string {
  const rules: [string, string[]][] = [
    [
      '/*',
      [
        `Content-Security-Policy: ${policy}`,
        'X-Content-Type-Options: nosniff',
        'Referrer-Policy: strict-origin-when-cross-origin',
        'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Frame-Options: DENY',
        'Cross-Origin-Opener-Policy: same-origin',
        `Strict-Transport-Security: ${HSTS}`,
      ],
    ],
    ...[...languages.flatMap(htmlPaths), '/*.html'].map((path): [string, string[]] => [path, ['Cache-Control: no-cache']]),
    ['/assets/*', [`Cache-Control: ${IMMUTABLE}`]],
    ['/images/*', ['Cache-Control: public, max-age=86400']],
    ['/icons/*', ['Cache-Control: public, max-age=86400']],
    // The CV files keep their names from build to build (links to them are shared): a day, as the images.
    ['/*.pdf', ['Cache-Control: public, max-age=86400']],
    ['/*resume.json', ['Cache-Control: public, max-age=86400']],
  ];
  return (
    rules.map(([path, headers]) => `${sitePath(path, basePath)}\n${headers.map((header) => `  ${header}`).join('\n')}`).join('\n') + '\n'
  );
}

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Parses a `_headers` file: a path pattern (with `*` as wildcard) then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) result[name] = value;
  return result;
}
