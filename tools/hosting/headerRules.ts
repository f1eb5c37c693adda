/**
 * The security and caching headers of a built site, defined once: every host's file is written from
 * these rules (`_headers`, `vercel.json`), and the preview server answers with them. A path is a URL
 * path of the site, base path included, where `*` stands for any run of characters.
 */
import { sitePath } from '../../src/lib/sitePath';

export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const A_DAY = 'public, max-age=86400';
// One year, this host only: `includeSubDomains` would bind every subdomain of an owner's domain to HTTPS.
const HSTS = 'max-age=31536000';

export interface SiteHeaders {
  /** The Content-Security-Policy header (tools/rendering/contentSecurityPolicy.ts). */
  policy: string;
  basePath: string;
  /** Every page of the site as its path without `.html` (`/`, `/404`, `/en/`): revalidated at each visit. */
  pagePaths: readonly string[];
}

/**
 * The rules, in order. No header is set by two rules that can match one path: hosts merge such
 * headers differently (Netlify joins the values, Vercel keeps the last), so the outcome is the same
 * on every host.
 */
export function siteHeaderRules({ policy, basePath, pagePaths }: SiteHeaders): HeaderRule[] {
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Strict-Transport-Security', HSTS],
      ],
    },
    // Pages as hosts serve them, with and without `.html` (`/404` is answered from 404.html).
    ...[...[...pagePaths].sort(), '/*.html'].map((path): HeaderRule => ({ path, headers: [['Cache-Control', 'no-cache']] })),
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
    { path: '/images/*', headers: [['Cache-Control', A_DAY]] },
    { path: '/icons/*', headers: [['Cache-Control', A_DAY]] },
    // The CV files keep their names from build to build (links to them are shared): a day, as the images.
    { path: '/*.pdf', headers: [['Cache-Control', A_DAY]] },
    { path: '/*resume.json', headers: [['Cache-Control', A_DAY]] },
  ];
  return rules.map((rule) => ({ ...rule, path: sitePath(rule.path, basePath) }));
}

/** A rule's path as a regular expression over a whole URL path. */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** The headers of a request for `path`: those of every rule that matches it, the later rule winning a name. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) if (pathPattern(rule.path).test(path)) for (const [name, value] of rule.headers) result[name] = value;
  return result;
}
