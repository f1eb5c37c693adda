/**
 * The security and caching headers of a built site, defined once: every host's file is written from
 * these rules (`_headers`, `vercel.json`), and the preview server answers with them. A path is a URL
 * path of the site, base path included, where `*` stands for any run of characters.
 */
import { sitePath } from '../../src/lib/sitePath';
import { ADMIN_PATH } from '../admin/adminPage';

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
  /**
   * With the content editor (tools/admin/): its policy, and the paths of what the site's root holds
   * beside its folder (`/index.html`, `/assets/*`), which keep the site's policy.
   */
  admin?: { policy: string; siblings: readonly string[] };
}

/** The headers the editor's page has its own value of: the site's go to every path but the editor's. */
const PAGE_POLICY_HEADERS = new Set(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);

/**
 * The editor's rules. A host may join or override two values of one header (Netlify and Vercel differ),
 * so the site's policy is not on `/*` then: it is on each thing beside the editor's folder, its own
 * file or its folder's every path, and the editor's on the editor's folder alone. Sign-in through the
 * OAuth worker (docs/editor.md) opens GitHub in a window that answers the editor's: it keeps its opener.
 */
function editorRules(
  site: HeaderRule['headers'],
  { policy, siblings }: NonNullable<SiteHeaders['admin']>,
  pagePaths: readonly string[],
): HeaderRule[] {
  const pagePolicy = site.filter(([name]) => PAGE_POLICY_HEADERS.has(name));
  // Pages answered without `.html` at the root (`/404`): no file's path is theirs.
  const cleanPaths = pagePaths.filter((path) => path !== '/' && !siblings.some((sibling) => pathPattern(sibling).test(path)));
  return [
    { path: '/*', headers: site.filter(([name]) => !PAGE_POLICY_HEADERS.has(name)) },
    ...['/', ...siblings, ...cleanPaths].sort().map((path) => ({ path, headers: pagePolicy })),
    {
      path: `${ADMIN_PATH}*`,
      headers: [
        ['Content-Security-Policy', policy],
        ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
        ['X-Robots-Tag', 'noindex'],
      ],
    },
  ];
}

/**
 * The rules, in order. No header is set by two rules that can match one path: hosts merge such
 * headers differently (Netlify joins the values, Vercel keeps the last), so the outcome is the same
 * on every host.
 */
export function siteHeaderRules({ policy, basePath, pagePaths, admin }: SiteHeaders): HeaderRule[] {
  const site: HeaderRule['headers'] = [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', HSTS],
  ];
  const rules: HeaderRule[] = [
    ...(admin ? editorRules(site, admin, pagePaths) : [{ path: '/*', headers: site }]),
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
