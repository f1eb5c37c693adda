/**
 * The top of the editor's configuration: the repository it commits to, the sign-in it offers, and the
 * site's name and mark on its sign-in page (https://sveltiacms.app/en/docs/customization).
 */
import { sitePath } from '../../src/lib/sitePath';

export interface EditorSettings {
  /** `owner/name` of the site's repository on GitHub, and the branch the editor commits to. */
  repo: string;
  branch: string;
  /** The OAuth worker's address (CMS_AUTH_URL), when the owner signs in through one. */
  authUrl?: string;
  siteUrl: string;
  /** The site's base path (`/`, `/portfolio/`): the mark's address is under it. */
  basePath: string;
  /** What the sign-in page and the tab are titled: the owner's name. */
  title: string;
}

/** The site's mark, the owner's initials, which the build draws (tools/identity/generate.ts). */
export const SITE_MARK = '/favicon.svg';

/**
 * Only the sign-in that works where the site is: "Sign In with GitHub" needs an OAuth worker (without
 * `base_url` Sveltia sends it to Netlify's, which serves only sites on Netlify). With a worker the
 * token stays offered: it needs nothing but GitHub, so the owner can still publish while the worker is
 * down or its GitHub app misconfigured.
 */
export function editorSite(settings: EditorSettings) {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      ...(settings.authUrl ? { base_url: settings.authUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
    },
    site_url: settings.siteUrl,
    app_title: settings.title,
    logo: { src: sitePath(SITE_MARK, settings.basePath) },
  };
}
