// What the settings mean for the content editor at /admin/ (docs/editor.md).
import { DEFAULT_CMS_BRANCH, type Settings } from './rules';

/**
 * The content editor at /admin/: its repository, the branch it commits to, and the OAuth worker that
 * signs in with GitHub when there is one (else a token); null when ADMIN=false or without CMS_REPO.
 */
export function editorSettings(settings: Settings): { repo: string; branch: string; authUrl?: string } | null {
  if (settings.ADMIN === false || !settings.CMS_REPO) return null;
  return {
    repo: settings.CMS_REPO,
    branch: settings.CMS_BRANCH ?? DEFAULT_CMS_BRANCH,
    ...(settings.CMS_AUTH_URL && { authUrl: settings.CMS_AUTH_URL }),
  };
}
