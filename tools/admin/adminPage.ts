/**
 * The editor's page (`/admin/`): Sveltia CMS's script, our copy, from the page's own folder, and its
 * configuration beside it. It has a policy of its own, which allows what the editor needs and nothing
 * the site's pages need: the GitHub API it reads and commits through, the pictures it shows from blobs.
 */
import { escapeHtml } from '../../src/lib/html';
import { serializePolicy } from '../rendering/contentSecurityPolicy';

/** Where the editor is published, under the site's base path. */
export const ADMIN_PATH = '/admin/';

/** What Sveltia CMS reaches, signed in with GitHub (https://sveltiacms.app/en/docs/backends/github). */
export const GITHUB_API = 'https://api.github.com';
/** The signed-in user's picture in the editor's menu. */
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';
/** GitHub's status, which the editor checks when a request to the API fails. */
const GITHUB_STATUS = 'https://www.githubstatus.com';

/** The editor's Content-Security-Policy as directive -> sources (the header's; the meta tag drops frame-ancestors). */
export function adminPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // Our copy of the script, and nothing inline: Sveltia needs neither 'unsafe-eval' nor 'unsafe-inline' there.
    'script-src': ["'self'"],
    // Svelte writes each component's styles into the document, and style attributes, at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures read through the API are shown as blobs; the icons are data: URLs.
    'img-src': ["'self'", 'blob:', 'data:', GITHUB_AVATARS],
    'media-src': ["'self'", 'blob:'],
    // Its faces, copied beside it (tools/admin/writeAdmin.ts).
    'font-src': ["'self'"],
    // data: the editor reads its own logo, a data: URL, with fetch().
    'connect-src': ["'self'", 'data:', GITHUB_API, GITHUB_STATUS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const adminPolicyHeader = () => serializePolicy(adminPolicy());

/**
 * The page: never indexed, its policy in a meta tag for hosts without headers (GitHub Pages). `title`:
 * the site's (the owner's name), which the editor keeps in the tab once it starts (its `app_title`).
 */
export function adminPage(scriptName: string, title: string): string {
  const policy = escapeHtml(serializePolicy(adminPolicy(), { forMeta: true }));
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link href="config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script src="${scriptName}"></script>
</body>
</html>
`;
}
